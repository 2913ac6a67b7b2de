import { classifyCampaignCode } from '@bizline/domain/campaign';
import type { SalesAgentParams } from '../../shared/store/entry-slice';

export interface EntryParams {
  bannerId?: string;
  fiberCmp?: string;
  wirelessCmp?: string;
  reEnter: boolean;
  salesAgent: SalesAgentParams | null;
}

/** The address page's query parameters. Stored fiber/partner codes carry '|fios'. */
export function readEntryParams(params: URLSearchParams): EntryParams {
  const get = (name: string) => {
    // Parameter names as links write them; case may vary.
    for (const [k, v] of params) if (k.toLowerCase() === name.toLowerCase()) return v.trim();
    return undefined;
  };
  const cmp = get('cmp');
  const out: EntryParams = { reEnter: get('reEnterAddress') === 'true', salesAgent: null };
  if (cmp) Object.assign(out, classifyCampaignCode(cmp));
  const banner = get('SMBBANNERID');
  if (banner) out.bannerId = banner;
  const salesagentid = get('salesagentid') ?? '';
  const vendorsalesloc = get('vendorsalesloc') ?? '';
  const mylinkid = get('mylinkid') ?? '';
  if (salesagentid || vendorsalesloc || mylinkid) {
    out.salesAgent = { salesagentid, vendorsalesloc, mylinkid };
  }
  return out;
}
