/** Materials a printing group buys, per supplier category: item number, description, specs, unit, material type. */
export interface ItemSeed {
  itemno: string;
  itemdesc: string;
  specs: string;
  packunit: string;
  locTypeName: string;
  gsm?: number;
  /** unit price range in the order currency, without tax */
  price: [number, number];
}

export const itemCatalogue: Record<string, ItemSeed[]> = {
  paper: [
    { itemno: "P-C2S-250", itemdesc: "铜版纸 C2S", specs: "787×1092mm", packunit: "KG", locTypeName: "纸张", gsm: 250, price: [6, 9] },
    { itemno: "P-C2S-157", itemdesc: "铜版纸 C2S", specs: "889×1194mm", packunit: "KG", locTypeName: "纸张", gsm: 157, price: [6, 9] },
    { itemno: "P-FBB-300", itemdesc: "白卡纸 FBB", specs: "700×1000mm", packunit: "KG", locTypeName: "纸张", gsm: 300, price: [7, 11] },
    { itemno: "P-KRA-120", itemdesc: "牛皮纸 Kraft", specs: "1092mm 卷筒", packunit: "KG", locTypeName: "纸张", gsm: 120, price: [4, 6] },
    { itemno: "P-OFF-80", itemdesc: "双胶纸 Offset", specs: "787×1092mm", packunit: "KG", locTypeName: "纸张", gsm: 80, price: [5, 7] },
  ],
  ink: [
    { itemno: "I-CMYK-C", itemdesc: "胶印油墨 青 Cyan", specs: "2.5kg/罐", packunit: "罐", locTypeName: "油墨", price: [60, 120] },
    { itemno: "I-CMYK-M", itemdesc: "胶印油墨 品红 Magenta", specs: "2.5kg/罐", packunit: "罐", locTypeName: "油墨", price: [60, 120] },
    { itemno: "I-CMYK-Y", itemdesc: "胶印油墨 黄 Yellow", specs: "2.5kg/罐", packunit: "罐", locTypeName: "油墨", price: [55, 110] },
    { itemno: "I-CMYK-K", itemdesc: "胶印油墨 黑 Black", specs: "2.5kg/罐", packunit: "罐", locTypeName: "油墨", price: [50, 100] },
    { itemno: "I-UV-VAR", itemdesc: "UV 光油 Gloss varnish", specs: "20kg/桶", packunit: "桶", locTypeName: "油墨", price: [400, 700] },
  ],
  carton: [
    { itemno: "C-BOX-A5", itemdesc: "五层瓦楞纸箱 A5", specs: "600×400×400mm", packunit: "PCS", locTypeName: "包材", price: [4, 9] },
    { itemno: "C-BOX-B3", itemdesc: "三层瓦楞纸箱 B3", specs: "400×300×250mm", packunit: "PCS", locTypeName: "包材", price: [2, 5] },
    { itemno: "C-PAD-01", itemdesc: "纸护角 Corner pad", specs: "50×50×5mm", packunit: "PCS", locTypeName: "包材", price: [0.1, 0.4] },
  ],
  processing: [
    { itemno: "X-LAM-MAT", itemdesc: "覆哑膜加工 Matte lamination", specs: "按张 per sheet", packunit: "张", locTypeName: "外协", price: [0.05, 0.2] },
    { itemno: "X-DIE-CUT", itemdesc: "模切加工 Die cutting", specs: "按张 per sheet", packunit: "张", locTypeName: "外协", price: [0.03, 0.15] },
    { itemno: "X-FOIL-GD", itemdesc: "烫金加工 Gold foil", specs: "按张 per sheet", packunit: "张", locTypeName: "外协", price: [0.08, 0.3] },
  ],
  film: [
    { itemno: "F-BOPP-18", itemdesc: "BOPP 预涂膜 光膜", specs: "18μm×1080mm", packunit: "卷", locTypeName: "辅料", price: [300, 600] },
    { itemno: "F-PET-12", itemdesc: "PET 镀铝膜", specs: "12μm×1000mm", packunit: "卷", locTypeName: "辅料", price: [500, 900] },
  ],
  adhesive: [
    { itemno: "A-PVA-20", itemdesc: "PVA 白胶 White glue", specs: "20kg/桶", packunit: "桶", locTypeName: "辅料", price: [150, 260] },
    { itemno: "A-HOT-MLT", itemdesc: "热熔胶 Hot melt", specs: "25kg/袋", packunit: "袋", locTypeName: "辅料", price: [300, 450] },
  ],
};
