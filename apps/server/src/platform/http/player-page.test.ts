import { describe, expect, it } from 'vitest';
import { acceptedCodings, jsonForHtml } from './player-page.ts';

describe('answers written into a page', () => {
  it('stay data whatever their text: no </script>, no <!--, the same value once parsed', () => {
    const value = { link: '/#/x</script><script>alert(1)</script><!--', text: 'a & b > c\u2028d' };
    const written = jsonForHtml(value);
    expect(written).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(written)).toEqual(value);
  });

  it('are sent in a coding the client takes', () => {
    expect(acceptedCodings('gzip, deflate, br')('br')).toBe(true);
    expect(acceptedCodings('br;q=0, gzip')('br')).toBe(false);
    expect(acceptedCodings('br;q=0, gzip')('gzip')).toBe(true);
    expect(acceptedCodings('gzip;q=0.5')('gzip')).toBe(true);
    expect(acceptedCodings(undefined)('gzip')).toBe(false);
  });
});
