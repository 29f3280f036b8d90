import type { HTMLAttributes } from 'react';
import './plain.css';

/**
 * antd's tag colours as the app's theme draws them (app/theme.ts: a preset's text darkened to AA on
 * its tint), for tags drawn without antd: the first screens of a page that must paint before antd's
 * frame loads (docs/decisions/performance.md §16). Tag.test.ts holds them to the theme's values.
 */
export const TAG_COLOURS = {
  default: { color: 'rgba(0,0,0,0.88)', background: '#f5f5f5', borderColor: '#d9d9d9' },
  processing: { color: '#1369e0', background: '#e6f4ff', borderColor: '#91caff' },
  success: { color: '#388512', background: '#f6ffed', borderColor: '#b7eb8f' },
  warning: { color: '#96680c', background: '#fffbe6', borderColor: '#ffe58f' },
  error: { color: '#c73c3e', background: '#fff2f0', borderColor: '#ffccc7' },
  blue: { color: '#0958d9', background: '#e6f4ff', borderColor: '#91caff' },
  gold: { color: '#a16705', background: '#fffbe6', borderColor: '#ffe58f' },
  cyan: { color: '#077f83', background: '#e6fffb', borderColor: '#87e8de' },
} as const;

export type TagColour = keyof typeof TAG_COLOURS;

/** A tag in antd's look (its colours, 12 px text on a 20 px line), without antd. */
export function Tag({ colour = 'default', className, style, ...rest }: { colour?: TagColour } & HTMLAttributes<HTMLSpanElement>) {
  return <span className={className ? `plain-tag ${className}` : 'plain-tag'} style={{ ...TAG_COLOURS[colour], ...style }} {...rest} />;
}
