import { within } from '@testing-library/react';

/** The sections an OrderContents box shows, as read from the page: each heading and its lines. */
export function contentsShown(box: HTMLElement): { title: string; items: string[] }[] {
  return within(box)
    .getAllByRole('region')
    .map((region) => ({
      title: within(region).getByRole('heading').textContent ?? '',
      items: within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent ?? ''),
    }));
}
