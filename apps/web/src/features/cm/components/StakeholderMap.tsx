import { useMemo, useState } from 'react';
import { Grid, Segmented, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdoptionState, ChangeCase } from '@sandtable/sim/change';
import { useLocale } from '../../../i18n/useLocale';
import { countStates, listensTo, mapLayout, MAP_LANE, say, STATES, wrapLabel } from '../model';
import { StateBadge } from './StateBadge';

type Person = { id: string; state: AdoptionState; champion: boolean };


/**
 * The organisation: one lane per department, each person a node coloured by adoption state (its
 * name and state written beside it), sized by influence, champions ringed, the people the draft
 * targets outlined; arrows show who listens to whom (a person's links stand out while hovered).
 * The same data as a list — the map's text alternative, and the default on a phone.
 */
export function StakeholderMap({ c, people, targeted }: { c: ChangeCase; people: readonly Person[]; targeted?: ReadonlySet<string> }) {
  const { t } = useTranslation('game');
  const screens = Grid.useBreakpoint();
  const [chosen, setChosen] = useState<'map' | 'list' | null>(null);
  const view = chosen ?? (screens.md === false ? 'list' : 'map');
  const counts = countStates(people);
  const summary = STATES.map((s) => `${t(`cm.state.${s}`)} ${counts[s]}`).join(t('cm.guide.listSeparator'));
  return (
    <div className="cm-map" data-testid="cm-map">
      <div className="cm-map__bar">
        <Segmented
          size="small"
          value={view}
          onChange={(v) => setChosen(v as 'map' | 'list')}
          options={[
            { value: 'map', label: t('cm.play.mapView') },
            { value: 'list', label: t('cm.play.listView') },
          ]}
          aria-label={t('cm.play.mapTitle')}
          data-testid="cm-map-view"
        />
        <ul className="cm-map__legend" aria-label={t('cm.play.countsLabel')} data-testid="cm-counts">
          {STATES.map((s) => (
            <li key={s}>
              <StateBadge state={s} /> <strong>{counts[s]}</strong>
            </li>
          ))}
        </ul>
      </div>
      {view === 'map' ? <MapSvg c={c} people={people} targeted={targeted} label={t('cm.play.mapLabel', { counts: summary })} /> : <PeopleTable c={c} people={people} targeted={targeted} />}
    </div>
  );
}

function MapSvg({ c, people, targeted, label }: { c: ChangeCase; people: readonly Person[]; targeted?: ReadonlySet<string>; label: string }) {
  const { t } = useTranslation('game');
  const locale = useLocale();
  const layout = useMemo(() => mapLayout(c), [c]);
  const [hover, setHover] = useState<string | null>(null);
  const at = new Map(layout.nodes.map((n) => [n.id, n]));
  const stateOf = new Map(people.map((p) => [p.id, p]));
  return (
    <div className="cm-map__canvas">
      <svg viewBox={`0 0 ${layout.width} ${layout.height}`} role="img" aria-label={label} className="cm-map__svg" data-testid="cm-map-svg">
        <defs>
          <marker id="cm-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
            <path d="M 0 0 L 10 5 L 0 10 z" className="cm-map__arrow" />
          </marker>
        </defs>
        {layout.lanes.map((lane, i) => (
          <g key={lane.key}>
            {i % 2 === 0 && <rect x={0} y={lane.y - MAP_LANE / 2 + 8} width={layout.width} height={MAP_LANE} className="cm-map__lane" />}
            <text x={8} y={lane.y} className="cm-map__lane-name">
              {wrapLabel(say(lane.name, locale), locale === 'en-US' ? 17 : 8).map((line, k, all) => (
                <tspan key={k} x={8} dy={k === 0 ? `${0.35 - (all.length - 1) * 0.6}em` : '1.2em'}>
                  {line}
                </tspan>
              ))}
            </text>
          </g>
        ))}
        {c.links.map((l) => {
          const a = at.get(l.from);
          const b = at.get(l.to);
          if (!a || !b) return null;
          const dx = b.x - a.x;
          const dy = b.y - a.y;
          const d = Math.hypot(dx, dy) || 1;
          // Curved so links within a lane do not run through the people between.
          const bend = Math.min(60, d / 4);
          const cx = (a.x + b.x) / 2 - (dy / d) * bend;
          const cy = (a.y + b.y) / 2 + (dx / d) * bend - (dy === 0 ? bend : 0);
          const towards = (from: { x: number; y: number }, to: { x: number; y: number }, r: number) => {
            const len = Math.hypot(to.x - from.x, to.y - from.y) || 1;
            return { x: from.x + ((to.x - from.x) / len) * r, y: from.y + ((to.y - from.y) / len) * r };
          };
          const s = towards(a, { x: cx, y: cy }, a.r + 2);
          const e = towards(b, { x: cx, y: cy }, b.r + 3);
          const lit = hover !== null && (hover === l.from || hover === l.to);
          return (
            <path
              key={`${l.from}>${l.to}`}
              d={`M ${s.x} ${s.y} Q ${cx} ${cy} ${e.x} ${e.y}`}
              className={`cm-map__link${lit ? ' cm-map__link--lit' : hover ? ' cm-map__link--dim' : ''}`}
              strokeWidth={0.6 + l.weight * 2}
              markerEnd="url(#cm-arrow)"
            />
          );
        })}
        {c.stakeholders.map((s) => {
          const n = at.get(s.id)!;
          const p = stateOf.get(s.id);
          const state = p?.state ?? 'unaware';
          const name = say(s.name, locale);
          return (
            <g
              key={s.id}
              className={`cm-node cm-state--${state}`}
              onMouseEnter={() => setHover(s.id)}
              onMouseLeave={() => setHover(null)}
              data-testid={`cm-node-${s.id}`}
              data-state={state}
            >
              <title>{`${name} · ${say(s.role, locale)} · ${t(`cm.state.${state}`)}${p?.champion ? ` · ${t('cm.play.champion')}` : ''}`}</title>
              {p?.champion && <circle cx={n.x} cy={n.y} r={n.r + 5} className="cm-node__champion" />}
              {targeted?.has(s.id) && <circle cx={n.x} cy={n.y} r={n.r + (p?.champion ? 9 : 5)} className="cm-node__target" />}
              <circle cx={n.x} cy={n.y} r={n.r} className="cm-node__dot" />
              <text x={n.x} y={n.y + n.r + 16} className="cm-node__name">
                {wrapLabel(name, locale === 'en-US' ? 16 : 7, 1)[0]}
              </text>
              <text x={n.x} y={n.y + n.r + 29} className="cm-node__state">
                {t(`cm.state.${state}`)}
              </text>
            </g>
          );
        })}
      </svg>
      <p className="cm-map__hint">{t('cm.play.mapHint')}</p>
    </div>
  );
}

function PeopleTable({ c, people, targeted }: { c: ChangeCase; people: readonly Person[]; targeted?: ReadonlySet<string> }) {
  const { t } = useTranslation('game');
  const locale = useLocale();
  const stateOf = new Map(people.map((p) => [p.id, p]));
  const rows = c.stakeholders.map((s) => ({
    key: s.id,
    name: say(s.name, locale),
    role: say(s.role, locale),
    department: say(c.departments.find((d) => d.key === s.department)!.name, locale),
    influence: s.influence,
    state: stateOf.get(s.id)?.state ?? 'unaware',
    champion: !!stateOf.get(s.id)?.champion,
    targeted: !!targeted?.has(s.id),
    listens: listensTo(c, s.id)
      .slice(0, 3)
      .map((l) => say(l.from.name, locale))
      .join(t('cm.guide.listSeparator')),
  }));
  return (
    <Table
      rowKey="key"
      size="small"
      pagination={false}
      dataSource={rows}
      data-testid="cm-people-table"
      columns={[
        {
          key: 'name',
          title: t('cm.play.person'),
          render: (_, r) => (
            <div>
              <strong>{r.name}</strong>
              <div className="cm-person__role">
                {r.role} · {r.department}
              </div>
              {(r.champion || r.targeted) && (
                <div>
                  {r.champion && <Tag color="gold">{t('cm.play.champion')}</Tag>}
                  {r.targeted && <Tag color="blue">{t('cm.play.inPlays')}</Tag>}
                </div>
              )}
            </div>
          ),
        },
        { key: 'state', title: t('cm.play.state'), render: (_, r) => <StateBadge state={r.state} /> },
        { key: 'influence', title: t('cm.play.influence'), dataIndex: 'influence', align: 'right', responsive: ['sm'] },
        { key: 'listens', title: t('cm.play.listensTo'), dataIndex: 'listens', responsive: ['lg'] },
      ]}
    />
  );
}
