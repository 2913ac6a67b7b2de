import { describe, expect, it } from 'vitest';
import { installationWhen, serviceTimeZone, windowWithZone } from './service-time';

describe('the customer’s time zone', () => {
  it('is the service address state’s, or its ZIP area’s where that differs', () => {
    expect(serviceTimeZone('MA', '02110')).toEqual({ id: 'America/New_York', name: 'ET' });
    expect(serviceTimeZone('tx', '75201')).toEqual({ id: 'America/Chicago', name: 'CT' });
    expect(serviceTimeZone('TX', '79901')).toEqual({ id: 'America/Denver', name: 'MT' });
    expect(serviceTimeZone('CA', '94105')).toEqual({ id: 'America/Los_Angeles', name: 'PT' });
    expect(serviceTimeZone('FL', '32501')).toEqual({ id: 'America/Chicago', name: 'CT' });
    expect(serviceTimeZone('AZ', '85001')).toEqual({ id: 'America/Phoenix', name: 'MT' });
  });
  it('is the provider’s own for an address without a known state', () => {
    expect(serviceTimeZone('', '')).toEqual({ id: 'America/New_York', name: 'ET' });
    expect(serviceTimeZone('', '', 'America/Chicago')).toEqual({
      id: 'America/Chicago',
      name: 'CT',
    });
  });
});

describe('an installation window and day', () => {
  const et = serviceTimeZone('PA', '19102');
  it('says its zone', () => {
    expect(windowWithZone('8:00 AM - 12:00 PM', et)).toBe('8:00 AM – 12:00 PM ET');
    expect(windowWithZone('Equipment ships by 8:00 PM', et)).toBe('Equipment ships by 8:00 PM ET');
    expect(windowWithZone('All day', et)).toBe('All day');
  });
  it('reads as one sentence with the long day', () => {
    const pt = serviceTimeZone('CA', '94105');
    expect(
      installationWhen({ dueDate: '2026-12-01', timeSlot: '4:00 PM - 8:00 PM', type: 'tech' }, pt),
    ).toBe('Technician visit on Tuesday, December 1, 2026, 4:00 PM – 8:00 PM PT');
    expect(
      installationWhen(
        { dueDate: '2026-12-02', timeSlot: 'Equipment ships by 8:00 PM', type: 'self' },
        et,
      ),
    ).toBe('Self install on Wednesday, December 2, 2026: Equipment ships by 8:00 PM ET');
    expect(installationWhen({ dueDate: '', timeSlot: '', type: '' }, et)).toBe('');
  });
});
