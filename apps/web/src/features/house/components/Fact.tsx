/** One labelled value of a list of facts (a <dl>): a seed, a nonce, a stake. */
export function Fact({
  label,
  value,
  mono = false,
}: {
  label: string;
  value: string;
  mono?: boolean;
}) {
  return (
    <div className="house-fact">
      <dt>{label}</dt>
      <dd className={mono ? 'house-fact__value house-fact__value--mono' : 'house-fact__value'}>
        {value}
      </dd>
    </div>
  );
}
