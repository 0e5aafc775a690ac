// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as productAlertsContract from '#contract/product-alerts.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const ALERT_KINDS = ["restock","opening"] as unknown as typeof productAlertsContract.ALERT_KINDS;
export const PRODUCT_ALERT_LIMITS = {"livePerMember":50,"days":30,"webhookProductsMax":100,"webhookSkewSeconds":300} as unknown as typeof productAlertsContract.PRODUCT_ALERT_LIMITS;
export const checkProductAlerts = {"module":"product-alerts","name":"checkProductAlerts","method":"GET","path":"/api/v1/user/alerts/check","service":"user","auth":"member"} as EndpointRef<typeof productAlertsContract.checkProductAlerts>;
export const getProductAlerts = {"module":"product-alerts","name":"getProductAlerts","method":"GET","path":"/api/v1/user/alerts","service":"user","auth":"member"} as EndpointRef<typeof productAlertsContract.getProductAlerts>;
export const setOpeningAlert = {"module":"product-alerts","name":"setOpeningAlert","method":"PUT","path":"/api/v1/user/alerts/opening","service":"user","auth":"member"} as EndpointRef<typeof productAlertsContract.setOpeningAlert>;
export const setRestockAlert = {"module":"product-alerts","name":"setRestockAlert","method":"PUT","path":"/api/v1/user/alerts/restock","service":"user","auth":"member"} as EndpointRef<typeof productAlertsContract.setRestockAlert>;
export const shopProductWebhook = {"module":"product-alerts","name":"shopProductWebhook","method":"POST","path":"/api/v1/shop/webhook/products","service":"display","auth":"none"} as EndpointRef<typeof productAlertsContract.shopProductWebhook>;
