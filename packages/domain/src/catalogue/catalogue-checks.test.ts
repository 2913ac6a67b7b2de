/**
 * The catalogue's data checks of issue 10 §8: a badge that contradicts its plan, two choices
 * with one name in a list, a choice nobody may take, an image that is not a plain file name.
 * Each refusal names the entry.
 */
import { describe, expect, it } from 'vitest';
import demo from '../../../../data/catalogue/demo.json';
import { catalogueDocument, catalogueProblems, speedsNamedIn } from './schema';

type Demo = typeof demo;
const variant = (change: (d: Demo) => void): unknown => {
  const copy = JSON.parse(JSON.stringify(demo)) as Demo;
  change(copy);
  return copy;
};
/** Every problem of a document as 'path: message' (schema first, then cross-entry checks). */
function problemsOf(input: unknown): string[] {
  const parsed = catalogueDocument.safeParse(input);
  if (!parsed.success) {
    return parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  }
  return catalogueProblems(parsed.data);
}

describe('catalogue data checks', () => {
  it('accepts the demo catalogue', () => {
    expect(problemsOf(demo)).toEqual([]);
  });

  it('reads the speeds a text names', () => {
    expect(speedsNamedIn('Business Fiber 2 Gig')).toEqual([2000]);
    expect(speedsNamedIn('up to 500 Mbps')).toEqual([500]);
    expect(speedsNamedIn('1.5 Gbps')).toEqual([1500]);
    expect(speedsNamedIn('Most popular')).toEqual([]);
  });

  it("refuses a badge that contradicts the plan name ('2 Gig' badged '1 Gig')", () => {
    const bad = variant((d) => {
      const plan = d.internet.plans.find((p) => p.id === 'FIOS-2G') as { badge?: string };
      plan.badge = '1 Gig';
    });
    expect(problemsOf(bad)).toEqual([
      "internet.plans.3.badge: '1 Gig' contradicts the plan 'Business Fiber 2 Gig' (2000 Mbps)",
    ]);
    const fine = variant((d) => {
      (d.internet.plans[0] as { badge?: string }).badge = 'Most popular';
    });
    expect(problemsOf(fine)).toEqual([]);
  });

  it('refuses two routers of one service type with one display name (rent and buy tiles)', () => {
    const bad = variant((d) => {
      d.internet.routers[0]!.name = 'Business Fiber Router|rent';
      d.internet.routers[1]!.name = 'Business Fiber Router|buy';
    });
    expect(problemsOf(bad)).toEqual([
      "internet.routers[1].name: 'Business Fiber Router' is also the name of internet.routers[0]; choices listed together need different names",
    ]);
  });

  it('allows one router name for different service types', () => {
    const fine = variant((d) => {
      d.internet.routers[0]!.name = 'Business Router|rent'; // FIOS
      d.internet.routers[2]!.name = 'Business Router|rent'; // DSL
    });
    expect(problemsOf(fine)).toEqual([]);
  });

  it('refuses a choice listed twice in one category, whatever the case and spacing', () => {
    const bad = variant((d) => {
      d.internet.cloudStorage[1]!.name = ' cloud storage  250 GB';
    });
    expect(problemsOf(bad)).toEqual([
      "internet.cloudStorage[1].name: 'cloud storage  250 GB' is also the name of internet.cloudStorage[0]; choices listed together need different names",
    ]);
  });

  it("refuses a video-meeting choice with maxLicenses 0 (a 'Not needed' that is refused when chosen)", () => {
    const bad = variant((d) => {
      d.internet.videoMeeting.push({
        id: 'VM-NONE',
        name: 'Not needed',
        description: 'No video-meeting licenses',
        monthlyCents: 0,
        maxLicenses: 0,
      });
    });
    expect(problemsOf(bad)).toEqual([
      'internet.videoMeeting.2.maxLicenses: must be at least 1: an item nobody may take must not be listed',
    ]);
  });

  it('refuses a fax line with no lines to choose', () => {
    const bad = variant((d) => {
      d.bdv.faxLine!.maxLines = 0;
    });
    expect(problemsOf(bad)).toEqual([
      'bdv.faxLine.maxLines: must be at least 1: an item nobody may take must not be listed',
    ]);
  });

  it('refuses an image that is not a plain file name in the image folder', () => {
    for (const image of ['/images/bdv/phone.png', '../secret.svg', 'phone.gif', 'a b.svg']) {
      const bad = variant((d) => {
        d.bdv.equipment[0]!.image = image;
      });
      expect(problemsOf(bad)).toEqual([
        "bdv.equipment.0.image: must be a file name in the image folder ending in .svg, .png, .jpg, .jpeg or .webp (no '/')",
      ]);
    }
    const none = variant((d) => {
      d.bdv.equipment[0]!.image = '';
    });
    expect(problemsOf(none)).toEqual([]);
  });
});
