/** A table column's heading: its label, and whether its cells are numbers (the `number` class aligns them). */
export interface Column {
  label: string;
  numeric?: boolean;
}

/** A column of numbers (amounts, counts), aligned as numbers are. */
export const numberColumn = (label: string): Column => ({ label, numeric: true });

/** A table's head: one row of column headings, a plain string being a column of text. */
export function ColumnHeads({ columns }: { columns: readonly (string | Column)[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const { label, numeric } = typeof column === 'string' ? { label: column, numeric: false } : column;
          return (
            <th key={label} scope="col" className={numeric ? 'number' : undefined}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
