import { describe, expect, it } from 'vitest';

import { fromDrops, XrplNumber } from '../../src/number/index.js';
import type { GridValue } from '../../src/amm/grid-value.js';
import {
  changeSpotPriceQuality,
  gridOfferRate,
  solveQuadraticEqSmallest,
} from '../../src/amm/offer-sizing.js';
import { swapAssetIn, swapAssetOut } from '../../src/amm/swap-math.js';
import { offerRate } from '../../src/quality/offer-rate.js';
import { issuedAmount, xrpAmount } from '../../src/amount/amount.js';

/** A pool side as rippled's test writes it: digits only = XRP drops, with a decimal point = a token. */
const side = (text: string): GridValue =>
  /^\d+$/.test(text)
    ? { n: fromDrops(BigInt(text)), xrp: true }
    : { n: XrplNumber.fromString(text), xrp: false };

// rippled AMM_test.cpp testFixChangeSpotPriceQuality: [poolIn, poolOut, target quality (u64), fee, outcome with
// fixAMMv1_1]. 'ok' = an offer at least as good as the target; 'none' = no offer can reach it.
const VECTORS: readonly [string, string, bigint, number, 'ok' | 'none'][] = [
  // Failed before fixAMMv1_1, succeed now.
  ['0.001519763260828713', '1558701', 5414253689393440221n, 1000, 'ok'],
  ['0.01099814367603737', '1892611', 5482264816516900274n, 1000, 'ok'],
  ['0.78', '796599', 5630392334958379008n, 1000, 'ok'],
  ['105439.2955578965', '49398693', 5910869983721805038n, 400, 'ok'],
  ['12408293.23445213', '4340810521', 5911611095910090752n, 997, 'ok'],
  ['1892611', '0.01099814367603737', 6703103457950430139n, 1000, 'ok'],
  ['423028.8508101858', '3392804520', 5837920340654162816n, 600, 'ok'],
  ['44565388.41001027', '73890647', 6058976634606450001n, 1000, 'ok'],
  ['66831.68494832662', '16', 6346111134641742975n, 0, 'ok'],
  ['675.9287302203422', '1242632304', 5625960929244093294n, 300, 'ok'],
  ['7047.112186735699', '1649845866', 5696855348026306945n, 504, 'ok'],
  ['840236.4402981238', '47419053', 5982561601648018688n, 499, 'ok'],
  // Needed the 0.9999 resize.
  ['992715.618909774', '189445631733', 5697835648288106944n, 815, 'ok'],
  ['504636667521', '185545883.9506651', 6343802275337659280n, 503, 'ok'],
  ['992706.7218636649', '189447316000', 5697835648288106944n, 797, 'ok'],
  ['1.068737911388205', '127860278877', 5268604356368739396n, 293, 'ok'],
  ['17932506.56880419', '189308.6043676173', 6206460598195440068n, 311, 'ok'],
  ['1.066379294658174', '128042251493', 5268559341368739328n, 270, 'ok'],
  // No offer can reach the target.
  ['350131413924', '1576879.110907892', 6487411636539049449n, 650, 'none'],
  ['422093460', '2.731797662057464', 6702911108534394924n, 1000, 'none'],
  ['76128132223', '367172.7148422662', 6487263463413514240n, 548, 'none'],
  ['132701839250', '280703770.7695443', 6273750681188885075n, 562, 'none'],
  ['994165.7604612011', '189551302411', 5697835592690668727n, 815, 'none'],
  ['45053.33303227917', '86612695359', 5625695218943638190n, 500, 'none'],
  ['199649.077043865', '14017933007', 5766034667318524880n, 324, 'none'],
  ['27751824831.70903', '78896950', 6272538159621630432n, 500, 'none'],
  ['225.3731275781907', '156431793648', 5477818047604078924n, 989, 'none'],
  ['199649.077043865', '14017933007', 5766036094462806309n, 324, 'none'],
  ['3.590272027140361', '20677643641', 5406056147042156356n, 808, 'none'],
  ['1.070884664490231', '127604712776', 5268620608623825741n, 293, 'none'],
  ['3272.448829820197', '6275124076', 5625710328924117902n, 81, 'none'],
  ['0.009059512633902926', '7994028', 5477511954775533172n, 1000, 'none'],
  ['1', '1.0', 0n, 100, 'none'],
  ['1.0', '1', 0n, 100, 'none'],
  // Always worked.
  ['69864389131', '287631.4543025075', 6487623473313516078n, 451, 'ok'],
  ['4328342973', '12453825.99247381', 6272522264364865181n, 997, 'ok'],
  ['32347017', '7003.93031579449', 6347261126087916670n, 1000, 'ok'],
  ['61697206161', '36631.4583206413', 6558965195382476659n, 500, 'ok'],
  ['1654524979', '7028.659825511603', 6487551345110052981n, 504, 'ok'],
  ['88621.22277293179', '5128418948', 5766347291552869205n, 380, 'ok'],
  ['1892611', '0.01099814367603737', 6703102780512015436n, 1000, 'ok'],
  ['4542.639373338766', '24554809', 5838994982188783710n, 0, 'ok'],
  ['5132932546', '88542.99750172683', 6419203342950054537n, 380, 'ok'],
  ['78929964.1549083', '1506494795', 5986890029845558688n, 589, 'ok'],
  ['10096561906', '44727.72453735605', 6487455290284644551n, 250, 'ok'],
  ['5092.219565514988', '8768257694', 5626349534958379008n, 503, 'ok'],
  ['1819778294', '8305.084302902864', 6487429398998540860n, 415, 'ok'],
  ['6970462.633911943', '57359281', 6054087899185946624n, 850, 'ok'],
  ['3983448845', '2347.543644281467', 6558965195382476659n, 856, 'ok'],
  // Worked before fixAMMv1_1 only within 1e-7 of the target; refused now.
  ['771493171', '1.243473020567508', 6707566798038544272n, 100, 'none'],
];

describe('sizing the AMM offer against the order book tip (changeSpotPriceQuality)', () => {
  it.each(VECTORS)('pool %s / %s at rate %s, fee %s: %s', (poolIn, poolOut, target, fee, outcome) => {
    const pool = { in: side(poolIn), out: side(poolOut) };
    const offer = changeSpotPriceQuality(pool, target, fee);
    if (outcome === 'none') {
      expect(offer).toBeNull();
      return;
    }
    expect(offer).not.toBeNull();
    if (offer === null) return;
    // Never worse than the book's best offer, and priced along the curve.
    expect(gridOfferRate(offer) <= target).toBe(true);
    if (pool.out.xrp) expect(offer.in.n.eq(swapAssetOut(pool, offer.out, fee).n)).toBe(true);
    else expect(offer.out.n.eq(swapAssetIn(pool, offer.in, fee).n)).toBe(true);
  });

  it('refuses a target of 10 drops per 100 tokens the pools cannot reach', () => {
    const drops10 = xrpAmount(10n);
    const tokens = (v: string) => issuedAmount('USD', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', v);
    expect(
      changeSpotPriceQuality({ in: side('10'), out: side('10.0') }, offerRate(drops10, tokens('100')), 100),
    ).toBeNull();
    expect(
      changeSpotPriceQuality(
        { in: side('10.0'), out: side('10') },
        offerRate(tokens('10'), xrpAmount(100n)),
        100,
      ),
    ).toBeNull();
  });
});

describe('the smaller root of a quadratic, in the stable form', () => {
  const n = (s: string) => XrplNumber.fromString(s);
  it('has none when the discriminant is negative (x² + x + 1)', () => {
    expect(solveQuadraticEqSmallest(n('1'), n('1'), n('1'))).toBeNull();
  });

  it('finds the root nearer zero: 2 for x² - 5x + 6 and for x² + x - 6', () => {
    expect(solveQuadraticEqSmallest(n('1'), n('-5'), n('6'))?.toString()).toBe('2');
    expect(solveQuadraticEqSmallest(n('1'), n('1'), n('-6'))?.toString()).toBe('2');
  });
});
