import { Table, Text } from '@mantine/core';

/**
 * The bad rows of an all-or-nothing CSV import, each by its line in the file (the header is line
 * 1), so the file can be fixed and imported again. Texts come from the importing feature.
 */
export function ImportRowErrors({
  errors,
  label,
  rowHeader,
  problemHeader,
  rowText,
}: {
  errors: readonly { row: number; message: string }[];
  /** The table's accessible name. */
  label: string;
  rowHeader: string;
  problemHeader: string;
  /** "Row 3" in the feature's language. */
  rowText: (row: number) => string;
}) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={100}>{rowHeader}</Table.Th>
            <Table.Th>{problemHeader}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {errors.map((error, index) => (
            <Table.Tr key={`${error.row}-${index}`}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {rowText(error.row)}
                </Text>
              </Table.Td>
              <Table.Td>{error.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
