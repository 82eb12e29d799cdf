import { useTranslation } from 'react-i18next';
import type { TTravelAppDay, TTravelAppService } from '@portal/shared/contracts/traveller';
import { formatDayMonth, formatDayName, formatTime } from '@portal/shared/format/dates';
import { stripConfirmationSuffix } from '@portal/shared/format/text';
import { telHref } from '../format';

function ServiceCard({
  service,
  voucherHref,
}: {
  service: TTravelAppService;
  voucherHref: (serviceId: number) => string;
}) {
  const { t, i18n } = useTranslation('traveller');
  const start = formatTime(service.startTime);
  const end = formatTime(service.endTime);
  const times = start && end ? `${start} – ${end}` : start || end;
  const confirmation = stripConfirmationSuffix(service.confirmation);
  const isMultiDay = service.endDate !== service.date;
  // Older saved copies carried the portal's own status words: anything not pending is confirmed.
  const isPending = service.status === 'pending';
  return (
    <li className={isPending ? 'service service--pending' : 'service'}>
      <div className="service__head">
        <h3 className="service__name">{service.name}</h3>
        {times ? <span className="service__time">{times}</span> : null}
      </div>
      {isPending ? (
        <p className="service__pending">
          <span className="service__pending-badge">{t('itinerary.pending')}</span>{' '}
          {t('itinerary.pendingHint')}
        </p>
      ) : null}
      <p className="service__supplier">{service.supplierName}</p>
      {isMultiDay ? (
        <p className="service__meta">
          {t('itinerary.until', { date: formatDayMonth(service.endDate, i18n.language) })}
        </p>
      ) : null}
      <dl className="service__details">
        {service.phone ? (
          <>
            <dt>{t('itinerary.phone')}</dt>
            <dd>
              <a href={telHref(service.phone)}>{service.phone}</a>
            </dd>
          </>
        ) : null}
        {service.address ? (
          <>
            <dt>{t('itinerary.address')}</dt>
            <dd>
              {service.address}
              {service.mapUrl ? (
                <>
                  {' '}
                  <a href={service.mapUrl} target="_blank" rel="noreferrer">
                    {t('itinerary.map')}
                  </a>
                </>
              ) : null}
            </dd>
          </>
        ) : null}
        {confirmation ? (
          <>
            <dt>{t('itinerary.confirmation')}</dt>
            <dd>{confirmation}</dd>
          </>
        ) : null}
        {service.voucher ? (
          <>
            <dt>{t('itinerary.voucher')}</dt>
            <dd>{service.voucher}</dd>
          </>
        ) : null}
      </dl>
      {isPending ? null : (
        <p className="service__voucher">
          <a href={voucherHref(service.id)} download>
            {t('itinerary.downloadVoucher')}
          </a>
        </p>
      )}
      {service.description ? <p className="service__description">{service.description}</p> : null}
      {service.remarks ? <p className="service__remarks">{service.remarks}</p> : null}
    </li>
  );
}

export function ItineraryDay({
  day,
  showDrivingNotes,
  voucherHref,
}: {
  day: TTravelAppDay;
  showDrivingNotes: boolean;
  /** Where a confirmed service's voucher PDF is downloaded from. */
  voucherHref: (serviceId: number) => string;
}) {
  const { t, i18n } = useTranslation('traveller');
  const dateLabel = `${formatDayName(day.date, i18n.language)} ${formatDayMonth(day.date, i18n.language)}`;
  return (
    <section className="day card" aria-labelledby={`day-${day.dayNumber}`}>
      <header className="day__header">
        <p className="day__date">
          {t('itinerary.day', { number: day.dayNumber })} · {dateLabel}
        </p>
        <h2 id={`day-${day.dayNumber}`} className="day__title">
          {day.title}
        </h2>
        {day.locationName ? (
          <p className="day__location">
            {day.locationName}
            {day.mapUrl ? (
              <>
                {' '}
                <a href={day.mapUrl} target="_blank" rel="noreferrer">
                  {t('itinerary.map')}
                </a>
              </>
            ) : null}
          </p>
        ) : null}
      </header>
      {day.description ? <p className="day__description">{day.description}</p> : null}
      {showDrivingNotes && day.drivingNotes.length > 0 ? (
        <div className="driving-notes">
          <h3>{t('itinerary.drivingNotes')}</h3>
          <ul>
            {day.drivingNotes.map((note, index) => (
              <li key={index}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {day.services.length > 0 ? (
        <ul className="services">
          {day.services.map((service) => (
            <ServiceCard key={service.id} service={service} voucherHref={voucherHref} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
