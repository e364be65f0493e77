/**
 * Without JavaScript, the booking form cannot reload its times when the topic or date changes:
 * this GET form does (`/appointment?topic=…&date=…`), showing the free times of that topic's
 * consultants on that date. With JavaScript the booking form's own fields do it, so it stays hidden.
 */
export function FindTimeForm({
  topics,
  topic,
  date,
  range,
}: {
  topics: readonly string[];
  topic: string;
  date: string;
  range: { first: string; last: string };
}) {
  return (
    <noscript>
      <form
        method="get"
        action="/appointment"
        aria-label="Find a free time"
        className="mt-6 flex flex-wrap items-end gap-3"
      >
        <div>
          <label htmlFor="find-topic" className="label">
            Topic
          </label>
          <select id="find-topic" name="topic" defaultValue={topic} className="input">
            <option value="">Any topic</option>
            {topics.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </div>
        <DateToShow id="find-date" date={date} range={range} />
      </form>
    </noscript>
  );
}

/** A GET form's date (inside the booking window) and the button that shows its free times. */
export function DateToShow({ id, date, range }: { id: string; date: string; range: { first: string; last: string } }) {
  return (
    <>
      <div>
        <label htmlFor={id} className="label">
          Date
        </label>
        <input
          id={id}
          name="date"
          type="date"
          defaultValue={date}
          min={range.first}
          max={range.last}
          className="input"
        />
      </div>
      <button type="submit" className="btn-outline">
        Show free times
      </button>
    </>
  );
}
