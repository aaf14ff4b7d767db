import type { Db } from "../client";
import * as s from "../schema";

/** code, then the label in zh, en, vi, es, ja. */
type Entry = readonly [code: string, zh: string, en: string, vi: string, es: string, ja: string];

/** The business code lists the product's selects use; each with its type's own code and labels. */
export const dictionarySeeds: ReadonlyArray<{ type: Entry; items: readonly Entry[] }> = [
  {
    type: ["purchase-order-type", "采购订单类型", "Purchase order type", "Loại đơn mua hàng", "Tipo de orden de compra", "発注区分"],
    items: [
      ["standard", "标准采购", "Standard purchase", "Mua hàng tiêu chuẩn", "Compra estándar", "通常発注"],
      ["sample", "样品采购", "Sample purchase", "Mua hàng mẫu", "Compra de muestras", "サンプル発注"],
      ["urgent", "紧急采购", "Urgent purchase", "Mua hàng khẩn cấp", "Compra urgente", "緊急発注"],
    ],
  },
  {
    type: ["receipt-type", "收货类型", "Goods receipt type", "Loại nhận hàng", "Tipo de recepción", "入荷区分"],
    items: [
      ["purchase", "采购收货", "Purchase receipt", "Nhận hàng mua", "Recepción de compra", "購買入荷"],
      ["outsourcing", "委外收货", "Outsourced processing receipt", "Nhận hàng gia công ngoài", "Recepción de maquila", "外注加工入荷"],
      ["sample", "样品收货", "Sample receipt", "Nhận hàng mẫu", "Recepción de muestras", "サンプル入荷"],
      ["free", "赠品收货", "Free goods receipt", "Nhận hàng tặng kèm", "Recepción de bonificación", "無償品入荷"],
      ["replacement", "补货收货", "Replacement receipt", "Nhận hàng bù", "Recepción de reposición", "代替品入荷"],
    ],
  },
  {
    type: ["currency", "币种", "Currency", "Tiền tệ", "Moneda", "通貨"],
    items: [
      ["CNY", "人民币", "Chinese yuan", "Nhân dân tệ", "Yuan chino", "人民元"],
      ["USD", "美元", "US dollar", "Đô la Mỹ", "Dólar estadounidense", "米ドル"],
      ["VND", "越南盾", "Vietnamese dong", "Đồng Việt Nam", "Dong vietnamita", "ベトナムドン"],
      ["HKD", "港币", "Hong Kong dollar", "Đô la Hồng Kông", "Dólar de Hong Kong", "香港ドル"],
      ["EUR", "欧元", "Euro", "Euro", "Euro", "ユーロ"],
      ["JPY", "日元", "Japanese yen", "Yên Nhật", "Yen japonés", "日本円"],
    ],
  },
  {
    type: ["unit", "计量单位", "Unit of measure", "Đơn vị tính", "Unidad de medida", "単位"],
    items: [
      ["PCS", "个", "Pieces", "Cái", "Piezas", "個"],
      ["KG", "千克", "Kilogram", "Kilôgam", "Kilogramo", "キログラム"],
      ["SHEET", "张", "Sheet", "Tờ", "Hoja", "枚"],
      ["ROLL", "卷", "Roll", "Cuộn", "Rollo", "ロール"],
      ["BOX", "箱", "Box", "Hộp", "Caja", "箱"],
      ["CAN", "罐", "Can", "Lon", "Lata", "缶"],
      ["PAIL", "桶", "Pail", "Thùng", "Cubo", "ペール缶"],
      ["BAG", "袋", "Bag", "Bao", "Saco", "袋"],
      ["SET", "套", "Set", "Bộ", "Juego", "セット"],
      ["REAM", "令", "Ream", "Ram", "Resma", "連"],
      ["M", "米", "Metre", "Mét", "Metro", "メートル"],
      ["TON", "吨", "Tonne", "Tấn", "Tonelada", "トン"],
    ],
  },
  {
    type: ["material-type", "物料类型", "Material type", "Loại vật tư", "Tipo de material", "資材区分"],
    items: [
      ["paper", "纸张", "Paper", "Giấy", "Papel", "用紙"],
      ["ink", "油墨", "Ink", "Mực in", "Tinta", "インキ"],
      ["packaging", "包材", "Packaging material", "Vật liệu bao bì", "Material de embalaje", "包装資材"],
      ["outsourcing", "外协", "Outsourced processing", "Gia công ngoài", "Procesamiento externo", "外注加工"],
      ["auxiliary", "辅料", "Auxiliary material", "Vật tư phụ", "Material auxiliar", "副資材"],
    ],
  },
  {
    type: ["delivery-category", "送货类别", "Delivery category", "Loại giao hàng", "Categoría de entrega", "納品区分"],
    items: [
      ["normal", "正常送货", "Regular delivery", "Giao hàng thường", "Entrega normal", "通常納品"],
      ["urgent", "紧急送货", "Urgent delivery", "Giao hàng khẩn", "Entrega urgente", "緊急納品"],
      ["replenishment", "补货送货", "Replenishment delivery", "Giao hàng bổ sung", "Entrega de reposición", "補充納品"],
      ["return-replacement", "退换货送货", "Return replacement delivery", "Giao hàng đổi trả", "Entrega de reemplazo por devolución", "返品交換納品"],
      ["vmi", "VMI 送货", "VMI delivery", "Giao hàng VMI", "Entrega VMI", "VMI納品"],
      ["sample", "样品送货", "Sample delivery", "Giao hàng mẫu", "Entrega de muestras", "サンプル納品"],
    ],
  },
  {
    type: ["processing-type", "加工类型", "Processing type", "Loại gia công", "Tipo de proceso", "加工区分"],
    items: [
      ["printing", "印刷", "Printing", "In ấn", "Impresión", "印刷"],
      ["lamination", "覆膜", "Lamination", "Cán màng", "Laminado", "ラミネート加工"],
      ["die-cutting", "模切", "Die cutting", "Bế", "Troquelado", "打ち抜き加工"],
      ["foil-stamping", "烫金", "Hot foil stamping", "Ép nhũ", "Estampado en caliente", "箔押し加工"],
      ["uv-coating", "UV 上光", "UV coating", "Phủ UV", "Barnizado UV", "UVコーティング"],
      ["embossing", "压纹", "Embossing", "Dập nổi", "Gofrado", "エンボス加工"],
      ["gluing", "糊盒", "Box gluing", "Dán hộp", "Pegado de cajas", "製函・糊付け"],
      ["binding", "装订", "Binding", "Đóng sách", "Encuadernación", "製本"],
    ],
  },
];

const labels = ([, labelZh, labelEn, labelVi, labelEs, labelJa]: Entry) => ({ labelZh, labelEn, labelVi, labelEs, labelJa });

/** Adds the code lists and codes that are missing; existing rows (and an admin's edits of them) stay as they are. */
export async function seedDictionary(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(s.dictionaryTypes)
      .values(dictionarySeeds.map(({ type }, i) => ({ code: type[0], ...labels(type), sortOrder: (i + 1) * 10 })))
      .onConflictDoNothing({ target: s.dictionaryTypes.code });
    const types = await tx.select({ id: s.dictionaryTypes.id, code: s.dictionaryTypes.code }).from(s.dictionaryTypes);
    const typeId = new Map(types.map((t) => [t.code, t.id]));
    const items = dictionarySeeds.flatMap(({ type, items }) =>
      items.map((item, i) => ({ typeId: typeId.get(type[0])!, code: item[0], ...labels(item), sortOrder: (i + 1) * 10 })),
    );
    await tx.insert(s.dictionaryItems).values(items).onConflictDoNothing({ target: [s.dictionaryItems.typeId, s.dictionaryItems.code] });
  });
}
