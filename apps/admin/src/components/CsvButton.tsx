import { useState } from 'react';
import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { download, toCsv, type CsvColumn } from '../lib/csv.ts';
import { CSV_BUTTON } from './strings.ts';

interface Props<T> {
  /** File name without the date; the export adds today's date and .csv. */
  name: string;
  columns: readonly CsvColumn<T>[];
  /** The rows: given, or fetched when the button is pressed (every page of a filtered list). */
  rows: readonly T[] | (() => Promise<readonly T[]>);
  disabled?: boolean;
}

/** 导出CSV: the table as a CSV file (lib/csv: UTF-8 with BOM, formula-safe cells). */
export function CsvButton<T>({ name, columns, rows, disabled }: Props<T>) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const data = typeof rows === 'function' ? await rows() : rows;
      const day = new Date().toISOString().slice(0, 10);
      download(`${name}-${day}.csv`, toCsv(data, columns));
    } catch (error) {
      void message.error(error instanceof Error ? error.message : CSV_BUTTON.error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      disabled={disabled}
      onClick={() => void run()}
    >
      {CSV_BUTTON.exportCsv}
    </Button>
  );
}
