export {
  type CouponInput,
  couponSchema,
  createCoupon,
  findCoupon,
  redeemCoupon,
  releaseCoupon,
  type StoreCoupon,
} from './coupons';
export { seedDemoCoupons } from './seed';
export { couponRedemptions, coupons } from './tables';
