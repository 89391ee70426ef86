import type { ReactNode } from 'react';
import { Button } from 'antd';
import { MinusSquareOutlined, PlusSquareOutlined } from '@ant-design/icons';
import type { ExpandableConfig } from 'antd/es/table/interface';

/**
 * A table's expandable rows with a named column (详情) and a named, keyboard-reachable toggle
 * (antd's own has neither: axe empty-table-header and button-name).
 */
export function detailRows<T>(
  render: (row: T) => ReactNode,
  nameOf: (row: T) => string,
): ExpandableConfig<T> {
  return {
    columnTitle: '详情',
    expandedRowRender: render,
    expandIcon: ({ expanded, onExpand, record }) => (
      <Button
        type="text"
        size="small"
        aria-label={`${expanded ? '收起' : '展开'}详情：${nameOf(record)}`}
        aria-expanded={expanded}
        icon={expanded ? <MinusSquareOutlined /> : <PlusSquareOutlined />}
        onClick={(event) => onExpand(record, event)}
      />
    ),
  };
}
