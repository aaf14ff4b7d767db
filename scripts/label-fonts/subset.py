"""Cuts the label fonts shipped in the repository out of Debian's Noto Sans CJK (fonts-noto-cjk).

Serverless hosts have no system fonts, and the whole collection is 39.5 MB, so labels carry a subset:
Latin with Vietnamese, the punctuation and symbols of labels, kana, and the 6,763 hanzi of GB 2312 plus
every hanzi the portal's own texts use. Run it again after adding characters:
    /usr/bin/python3 scripts/label-fonts/subset.py
"""
import json, pathlib, re
from fontTools import subset
from fontTools.ttLib import TTCollection

root = pathlib.Path(__file__).resolve().parents[2]
out_dir = root / "services/core/fonts"
ranges = [
    (0x20, 0x7E), (0xA0, 0x17F), (0x1A0, 0x1B0), (0x300, 0x323), (0x1EA0, 0x1EF9),  # Latin, Vietnamese
    (0x2010, 0x203B), (0x20AB, 0x20AC), (0x2103, 0x2103), (0x2116, 0x2116), (0x2122, 0x2122),
    (0x2190, 0x2193), (0x2212, 0x2212), (0x2460, 0x2473), (0x25A0, 0x25CF), (0x2605, 0x2606),
    (0x3000, 0x303F), (0x3040, 0x30FF), (0xFF01, 0xFF5E), (0xFFE0, 0xFFE5),
]
codes = {c for a, b in ranges for c in range(a, b + 1)}
for hi in range(0xB0, 0xF8):
    for lo in range(0xA1, 0xFF):
        try:
            codes.add(ord(bytes([hi, lo]).decode("gb2312")))
        except UnicodeDecodeError:
            pass
han = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
for path in [*root.glob("messages/*.json"), *root.glob("services/db/seed/**/*.ts"), *root.glob("services/db/seed/**/*.json")]:
    codes.update(ord(ch) for ch in han.findall(path.read_text(encoding="utf-8")))

out_dir.mkdir(exist_ok=True)
for weight in ("Regular", "Bold"):
    collection = TTCollection(f"/usr/share/fonts/opentype/noto/NotoSansCJK-{weight}.ttc")
    font = next(f for f in collection.fonts if f["name"].getDebugName(6) == f"NotoSansCJKsc-{weight}")
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.drop_tables += ["DSIG"]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(codes))
    subsetter.subset(font)
    target = out_dir / f"NotoSansCJKsc-{weight}.subset.otf"
    font.save(target)
    print(target.relative_to(root), target.stat().st_size, "bytes,", len(codes), "code points")
