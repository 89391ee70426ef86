import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { toast } from '../../../lib/feedback.ts';
import { useHouseSeeds, useRotateSeeds, type HouseRotated } from '../api/house-seeds.ts';
import { HOUSE_TEXT } from '../strings.ts';
import { HouseSheet } from './HouseSheet.tsx';
import { Fact } from './Fact.tsx';

/**
 * 公平验证: the active seed pair (the server seed's commitment, the client seed, the next nonce);
 * the player may set a new client seed and rotate, which reveals the old server seed.
 */
export function FairnessSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  return (
    <HouseSheet title={HOUSE_TEXT.fairness} visible={visible} onClose={onClose}>
      <SeedPair />
    </HouseSheet>
  );
}

function SeedPair() {
  const seeds = useHouseSeeds();
  const rotate = useRotateSeeds();
  const [clientSeed, setClientSeed] = useState('');
  const [previous, setPrevious] = useState<HouseRotated['previous'] | null>(null);

  const submit = () => {
    if (rotate.isPending) return;
    rotate.mutate(clientSeed.trim(), {
      onSuccess: (data) => {
        setPrevious(data.previous);
        setClientSeed('');
        toast(HOUSE_TEXT.rotated, 'success');
      },
    });
  };

  return (
    <div className="house-fair">
      <p className="house-note">{HOUSE_TEXT.fairnessNote}</p>
      {seeds.data ? (
        <dl className="house-facts">
          <Fact label={HOUSE_TEXT.commit} value={seeds.data.commit} mono />
          <Fact label={HOUSE_TEXT.clientSeed} value={seeds.data.clientSeed} mono />
          <Fact label={HOUSE_TEXT.nonce} value={String(seeds.data.nonce)} />
        </dl>
      ) : (
        <p className="house-note">{seeds.isError ? seeds.error.message : HOUSE_TEXT.loading}</p>
      )}
      <label className="house-fair__field">
        <span>{HOUSE_TEXT.newClientSeed}</span>
        <Input
          value={clientSeed}
          onChange={setClientSeed}
          maxLength={64}
          clearable
          className="house-input"
        />
      </label>
      <Button block color="primary" loading={rotate.isPending} onClick={submit}>
        {HOUSE_TEXT.rotate}
      </Button>
      {previous && (
        <section className="house-fair__previous" aria-label={HOUSE_TEXT.previousPair}>
          <h3>{HOUSE_TEXT.previousPair}</h3>
          <dl className="house-facts">
            <Fact label={HOUSE_TEXT.previousSeed} value={previous.seed} mono />
            <Fact label={HOUSE_TEXT.commit} value={previous.commit} mono />
            <Fact label={HOUSE_TEXT.clientSeed} value={previous.clientSeed} mono />
          </dl>
        </section>
      )}
    </div>
  );
}
