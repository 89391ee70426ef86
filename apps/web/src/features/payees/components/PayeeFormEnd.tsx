import { Button } from 'antd-mobile';
import { PAYEES_TEXT } from '../strings.ts';

/** The end of an add-payee form: its tips and the submit button. */
export function PayeeFormEnd({ tips, busy }: { tips: readonly string[]; busy: boolean }) {
  return (
    <>
      <ul className="payee-tips">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={busy}>
        {PAYEES_TEXT.submit}
      </Button>
    </>
  );
}
