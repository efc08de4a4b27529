// Compiled by `tsc --noEmit` in the test command: the types follow the document.
import { Sanduq, errors, verifyWebhook } from "../src/index.js";

async function walkthrough(s: Sanduq) {
  const cs = await s.post("/api/v1/checkout/sessions", {
    external_user_id: "cust-1001", amount: 25000, currency: "IQD",
    success_url: "https://shop.example/ok", cancel_url: "https://shop.example/cancel",
  });
  const id: string = cs.id;
  const paymentId: string = cs.payment_id;
  const p = await s.get("/api/v1/payments/{payment_id}", { params: { payment_id: paymentId } });
  const status: "pending" | "authorized" | "captured" | "partially_refunded" | "refunded" | "voided" | "expired" | "failed" = p.status;
  const cap = await s.post("/api/v1/payments/{payment_id}/capture", { amount: 20000 }, { params: { payment_id: paymentId } });
  const net: number = cap.net_amount;
  // @ts-expect-error: amount is an integer, not text
  await s.post("/api/v1/checkout/sessions", { external_user_id: "x", amount: "25000", currency: "IQD", success_url: "", cancel_url: "" });
  // @ts-expect-error: no such route
  await s.get("/api/v1/nothing");
  try { await s.get("/api/v1/merchant/wallet"); } catch (e) { if (e instanceof errors.ValidationError) console.log(e.fields); }
  const event = await verifyWebhook("whsec_x", "{}", { "webhook-id": "1" });
  return [id, status, net, event];
}
export { walkthrough };
