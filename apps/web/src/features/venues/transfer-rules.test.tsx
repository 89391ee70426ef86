import { describe, expect, test } from 'vitest';
import { transferProblem } from './transfer-rules.ts';

describe('transfer rules (spec part 2 §5)', () => {
  const form = { amount: '10', source: 'userbalance', target: 'demo1' };
  test('a well-formed transfer passes, both ways', () => {
    expect(transferProblem(form)).toBeNull();
    expect(transferProblem({ ...form, source: 'demo1', target: 'userbalance' })).toBeNull();
    expect(transferProblem({ ...form, amount: '0.01' })).toBeNull();
  });
  test('the amount is required first', () => {
    expect(transferProblem({ ...form, amount: '  ' })).toBe('请输入操作金额！');
    expect(transferProblem({ amount: '', source: 'demo1', target: 'demo2' })).toBe(
      '请输入操作金额！',
    );
  });
  test('two venue wallets are refused', () => {
    expect(transferProblem({ ...form, source: 'demo1', target: 'demo2' })).toBe(
      '场馆内钱包不支持互转',
    );
  });
  test('the same wallet on both sides, zero and malformed amounts are refused', () => {
    expect(transferProblem({ ...form, target: 'userbalance' })).toBe('转出和转入钱包不能相同');
    expect(transferProblem({ ...form, amount: '0' })).toBe('操作金额必须大于0');
    expect(transferProblem({ ...form, amount: '1.234' })).toBe('金额格式错误，最多两位小数');
  });
});
