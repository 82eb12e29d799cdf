import type { TFileDayHeader } from '@portal/shared/contracts/files';
import type {
  TDayHeadersView,
  TItineraryLine,
  TItineraryLocation,
  TItineraryView,
} from '@portal/shared/contracts/itineraries';
import type { TFileRow, TLineRow } from '../files.repository';
import { canMoveLine } from './itineraries.policy';

interface TFileHeadContext {
  dayCount: number;
  canEdit: boolean;
}

function presentFileHead(file: TFileRow, context: TFileHeadContext) {
  return {
    reference: file.reference,
    bookingName: file.bookingName,
    status: file.status,
    travelDate: file.travelDate,
    endDate: file.endDate,
    dayCount: context.dayCount,
    version: file.version,
    canEdit: context.canEdit,
  };
}

export function presentDayHeadersView(
  file: TFileRow,
  context: TFileHeadContext & { days: TFileDayHeader[]; locations: TItineraryLocation[] },
): TDayHeadersView {
  return {
    ...presentFileHead(file, context),
    days: context.days,
    locations: context.locations.map((location) => ({
      id: location.id,
      name: location.name,
      region: location.region,
    })),
  };
}

function presentItineraryLine(line: TLineRow, supplierNames: Map<number, string>): TItineraryLine {
  return {
    id: line.id,
    dayNumber: line.dayNumber,
    date: line.date,
    endDate: line.endDate,
    span: line.span,
    sortOrder: line.sortOrder,
    startTime: line.startTime,
    endTime: line.endTime,
    name: line.name,
    serviceTypeCode: line.serviceTypeCode,
    supplierName: supplierNames.get(line.supplierId) ?? '',
    status: line.status,
    remarks: line.remarks,
    canMove: canMoveLine(line),
  };
}

/** Lines arrive in itinerary order (files.repository findFileLines). */
export function presentItineraryView(
  file: TFileRow,
  lines: readonly TLineRow[],
  context: TFileHeadContext & {
    headers: TFileDayHeader[];
    supplierNames: Map<number, string>;
  },
): TItineraryView {
  const days = context.headers.map((header) => ({
    dayNumber: header.dayNumber,
    date: header.date,
    title: header.title,
    lines: [] as TItineraryLine[],
  }));
  for (const line of lines) {
    let day = days.find((candidate) => candidate.dayNumber === line.dayNumber);
    if (!day) {
      day = { dayNumber: line.dayNumber, date: line.date, title: '', lines: [] };
      days.push(day);
    }
    day.lines.push(presentItineraryLine(line, context.supplierNames));
  }
  return {
    ...presentFileHead(file, context),
    days: days.sort((a, b) => a.dayNumber - b.dayNumber),
  };
}
