import type { TAdminAgency, TPerson } from '@portal/shared/contracts/people';

function cell(value: string): string {
  // Quote always, and defuse spreadsheet formulas in text cells (CSV injection).
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

function toCsv(header: string[], body: string[][]): string {
  return `${[header, ...body].map((row) => row.join(',')).join('\r\n')}\r\n`;
}

export function toPeopleCsv(rows: TPerson[]): string {
  return toCsv(
    ['Id', 'Kind', 'Username', 'Name', 'Email', 'Roles', 'Company', 'Active', 'Last login'],
    rows.map((row) => [
      String(row.id),
      row.kind,
      cell(row.username),
      cell(row.name),
      cell(row.email),
      cell(row.roles.join(' ')),
      cell(row.agencyName ?? row.supplierName ?? ''),
      row.active ? 'yes' : 'no',
      row.lastLoginAt ?? '',
    ]),
  );
}

export function toAgenciesCsv(rows: TAdminAgency[]): string {
  return toCsv(
    ['Id', 'Name', 'Brand', 'Commission %', 'Credit limit', 'Email', 'Phone', 'Users', 'Active'],
    rows.map((row) => [
      String(row.id),
      cell(row.name),
      row.brandCode,
      row.commissionPercent.toFixed(2),
      // Empty: no credit limit is checked.
      row.creditLimitCents === null ? '' : (row.creditLimitCents / 100).toFixed(2),
      cell(row.email ?? ''),
      cell(row.phone ?? ''),
      String(row.userCount),
      row.active ? 'yes' : 'no',
    ]),
  );
}
