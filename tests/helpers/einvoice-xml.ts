import { amountInChinese } from "@/lib/amount-in-chinese";

/** Splits a tax-inclusive total at 13 %: the net rounded to the cent, the tax the rest. */
export function splitGross(total: string): { net: string; tax: string } {
  const cents = Math.round(Number(total) * 100);
  const net = Math.round(cents / 1.13);
  return { net: (net / 100).toFixed(2), tax: ((cents - net) / 100).toFixed(2) };
}

/**
 * A 数电票 XML as the State Taxation Administration publishes it (root EInvoice, SellerInformation,
 * BuyerInformation, BasicInformation, IssuItemInformation, TaxSupervisionInfo), one line, for tests.
 */
export function cnFapiaoXml(o: { number: string; sellerTaxId: string; sellerName: string; buyerName: string; buyerTaxId: string; total: string; issued?: string }): string {
  const { net, tax } = splitGross(o.total);
  const total = Number(o.total).toFixed(2);
  return `<?xml version="1.0" encoding="UTF-8"?>
<EInvoice>
  <Header><EIid>${o.number}</EIid><EInvoiceTag>SWEI3100</EInvoiceTag><Version>0.1</Version></Header>
  <EInvoiceData>
    <SellerInformation><SellerIdNum>${o.sellerTaxId}</SellerIdNum><SellerName>${o.sellerName}</SellerName></SellerInformation>
    <BuyerInformation><BuyerIdNum>${o.buyerTaxId}</BuyerIdNum><BuyerName>${o.buyerName}</BuyerName></BuyerInformation>
    <BasicInformation>
      <TotalAmWithoutTax>${net}</TotalAmWithoutTax>
      <TotalTaxAm>${tax}</TotalTaxAm>
      <TotalTax-includedAmount>${total}</TotalTax-includedAmount>
      <TotalTax-includedAmountInChinese>${amountInChinese(total)}</TotalTax-includedAmountInChinese>
      <RequestTime>${o.issued ?? "2032-02-03"} 10:00:00</RequestTime>
    </BasicInformation>
    <IssuItemInformation>
      <ItemName>*纸制品*瓦楞纸板</ItemName><Quantity>1</Quantity><UnPrice>${net}</UnPrice>
      <Amount>${net}</Amount><TaxRate>0.13</TaxRate><ComTaxAm>${tax}</ComTaxAm>
    </IssuItemInformation>
  </EInvoiceData>
  <TaxSupervisionInfo><InvoiceNumber>${o.number}</InvoiceNumber><IssueTime>${o.issued ?? "2032-02-03"}</IssueTime></TaxSupervisionInfo>
</EInvoice>`;
}
