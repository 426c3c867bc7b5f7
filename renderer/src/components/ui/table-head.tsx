/** One column header: its text and its classes (padding, alignment, when it hides on small screens). */
export type TableColumn = readonly [label: string, className: string];

/** A table's header row, each header scoped to its column so screen readers announce it with every cell. */
export function TableHead({ className, columns }: { className: string; columns: readonly TableColumn[] }) {
  return (
    <thead className={className}>
      <tr>
        {columns.map(([label, columnClass]) => (
          <th key={label} scope="col" className={columnClass}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
