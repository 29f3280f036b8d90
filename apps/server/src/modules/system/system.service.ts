import type { Branding } from '@sandtable/shared/contracts/system';
import type { Db } from '../../db/client';
import { findBranding } from './branding.repo';

export const DEFAULT_BRANDING: Branding = {
  key: 'default',
  nameZh: '沙盘学堂',
  nameEn: 'Sandtable',
  logoUrl: null,
  primaryColor: '#1f6feb',
};

/** Partner branding comes from the first label of the host name (spec §1): acme.example.com -> acme. */
export function brandKeyOf(hostname: string): string | null {
  const host = hostname.replace(/:\d+$/, '').toLowerCase();
  if (!host || /^[\d.]+$/.test(host) || host.startsWith('[')) return null;
  const label = host.split('.')[0];
  return label && label !== 'www' && label !== 'localhost' ? label : null;
}

export async function brandingFor(db: Db, hostname: string): Promise<Branding> {
  const key = brandKeyOf(hostname);
  if (!key) return DEFAULT_BRANDING;
  return (await findBranding(db, key)) ?? DEFAULT_BRANDING;
}
