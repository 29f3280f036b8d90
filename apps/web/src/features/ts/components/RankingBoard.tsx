import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { moveItem } from '../hooks';

/**
 * A ranking as an ordered list, most important first: each item moves with its up and down buttons
 * (the keyboard's way, and the phone's) or by dragging it. Focus stays on the moved item's button.
 * Read-only without `onChange`. `extra` renders beside an item (e.g. teammates' ranks).
 */
export function RankingBoard({
  order,
  nameOf,
  onChange,
  extra,
  testId,
  label,
}: {
  order: readonly (string | null)[];
  nameOf: (id: string) => string;
  onChange?: (next: string[]) => void;
  extra?: (id: string | null, place: number) => ReactNode;
  testId: string;
  label: string;
}) {
  const { t } = useTranslation('game');
  const list = useRef<HTMLOListElement>(null);
  const [focus, setFocus] = useState<{ id: string; dir: 'up' | 'down' } | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const editable = !!onChange;

  useEffect(() => {
    if (!focus || !list.current) return;
    const row = list.current.querySelector<HTMLElement>(`[data-item="${CSS.escape(focus.id)}"]`);
    const button = row?.querySelector<HTMLButtonElement>(`button[data-dir="${focus.dir}"]:not(:disabled)`) ?? row?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    button?.focus();
  }, [focus, order]);

  const move = (from: number, to: number, dir: 'up' | 'down') => {
    const id = order[from];
    if (!onChange || id === null || to < 0 || to >= order.length) return;
    onChange(moveItem(order, from, to) as string[]);
    setFocus({ id, dir });
  };

  return (
    <ol className="ts-board" aria-label={label} data-testid={testId}>
      {order.map((id, place) => (
        <li
          key={id ?? `empty-${place}`}
          className={`ts-board__row${dragged === place ? ' ts-board__row--dragged' : ''}`}
          data-item={id ?? ''}
          data-testid={`${testId}-row`}
          draggable={editable && id !== null}
          onDragStart={(e) => {
            setDragged(place);
            e.dataTransfer.effectAllowed = 'move';
          }}
          onDragOver={(e) => editable && dragged !== null && e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            if (dragged !== null && dragged !== place) move(dragged, place, dragged < place ? 'down' : 'up');
            setDragged(null);
          }}
          onDragEnd={() => setDragged(null)}
        >
          <span className="ts-board__place tabular" aria-hidden>
            {place + 1}
          </span>
          {editable && <HolderOutlined className="ts-board__grip" aria-hidden />}
          <span className="ts-board__name">{id === null ? <span className="ts-board__empty">{t('ts.ui.emptyPlace')}</span> : nameOf(id)}</span>
          {extra && <span className="ts-board__extra">{extra(id, place)}</span>}
          {editable && id !== null && (
            <span className="ts-board__moves">
              <Button
                size="small"
                icon={<ArrowUpOutlined />}
                data-dir="up"
                disabled={place === 0}
                onClick={() => move(place, place - 1, 'up')}
                aria-label={t('ts.ui.moveUp', { item: nameOf(id), place: place + 1 })}
              />
              <Button
                size="small"
                icon={<ArrowDownOutlined />}
                data-dir="down"
                disabled={place === order.length - 1}
                onClick={() => move(place, place + 1, 'down')}
                aria-label={t('ts.ui.moveDown', { item: nameOf(id), place: place + 1 })}
              />
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
