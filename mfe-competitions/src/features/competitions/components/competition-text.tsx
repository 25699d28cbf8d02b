/** A text of the competition (rules, FAQ) with its line breaks. */
export function CompetitionText({ text }: { text: string }) {
  return <div className="cmp-text">{text}</div>;
}
