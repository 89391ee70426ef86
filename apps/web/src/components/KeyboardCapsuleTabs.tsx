import { CapsuleTabs, type CapsuleTabsProps } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { installWidgetSemantics } from '../lib/a11y.ts';

/**
 * antd-mobile's CapsuleTabs with the semantics it lacks (lib/a11y.ts): a tablist whose tabs a
 * keyboard reaches and selects. Its children are `CapsuleTabs.Tab`s, as for the original.
 */
export function KeyboardCapsuleTabs(props: CapsuleTabsProps) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? installWidgetSemantics(root.current) : undefined), []);
  return (
    <div ref={root}>
      <CapsuleTabs {...props} />
    </div>
  );
}
