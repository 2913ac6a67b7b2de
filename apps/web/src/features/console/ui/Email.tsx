/**
 * An e-mail address in a table cell: it may break before the '@' and after each dot (a <wbr>),
 * so a long address wraps in its column instead of widening the table; its text is unchanged.
 */
export function Email({ address }: { address: string }) {
  const parts = address.split(/(?=@)|(?<=\.)/);
  return (
    <>
      {parts.map((p, i) => (
        <span key={i}>
          {i > 0 && <wbr />}
          {p}
        </span>
      ))}
    </>
  );
}
