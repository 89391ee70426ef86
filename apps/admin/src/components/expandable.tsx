import type { ReactNode } from 'react';
import { Button } from 'antd';
import { MinusSquareOutlined, PlusSquareOutlined } from '@ant-design/icons';
import type { ExpandableConfig } from 'antd/es/table/interface';
import { EXPANDABLE } from './strings.ts';
import { EXPANDABLE_TEXT } from './strings.ts';

/**
 * A table's expandable rows with a named column (详情) and a named, keyboard-reachable toggle
 * (antd's own has neither: axe empty-table-header and button-name).
 */
export function detailRows<T>(
  render: (row: T) => ReactNode,
  nameOf: (row: T) => string,
): ExpandableConfig<T> {
  return {
    columnTitle: EXPANDABLE.columnTitle,
    expandedRowRender: render,
    expandIcon: ({ expanded, onExpand, record }) => (
      <Button
        type="text"
        size="small"
        aria-label={EXPANDABLE.detailsOf(
          expanded ? EXPANDABLE_TEXT.collapse : EXPANDABLE_TEXT.expand,
          nameOf(record),
        )}
        aria-expanded={expanded}
        icon={expanded ? <MinusSquareOutlined /> : <PlusSquareOutlined />}
        onClick={(event) => onExpand(record, event)}
      />
    ),
  };
}
