/**
 * A plain table on a card: one header row of column names, the caller's body rows. For lists that
 * need no sorting or selection (those use DataTable).
 */
export function SimpleTable({ headers, children }: { headers: React.ReactNode[]; children: React.ReactNode }) {
  return (
    <div data-slot="simple-table" className="overflow-x-auto rounded-xl border border-border bg-card">
      <table className="w-full text-sm">
        <thead className="text-left text-muted-foreground">
          <tr>
            {headers.map((header, i) => (
              <th key={i} scope="col" className="p-3 font-medium">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
