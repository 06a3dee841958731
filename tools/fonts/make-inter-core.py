"""Makes src/assets/fonts/inter-core-wght-normal.woff2: the one font file a first visit fetches.

The characters the shop's own text uses (UNICODES, the same range as its @font-face in
src/index.css) from fontsource's Inter Latin file, with the rupee's glyph (U+20B9, which fontsource
keeps in its Latin Extended file) added, and the weight axis cut to the 400-700 the shop sets. One
file, preloaded, so a price paints in Inter at the first layout: a second face for the rupee alone
loaded after that layout and made the browser lay out the whole page again.

Needs fontTools and brotli (pip install fonttools brotli). Run from the project root:
    python3 tools/fonts/make-inter-core.py
"""

import os
import tempfile

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

FILES = 'node_modules/@fontsource-variable/inter/files'
OUT = 'src/assets/fonts/inter-core-wght-normal.woff2'
UNICODES = (
    'U+0020-007E,U+00A0,U+00A9,U+00B7,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,'
    'U+20B9,U+2212'
)
RUPEE = 0x20B9
FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rvrn', 'tnum']


def cut(source: str, unicodes: str, out: str) -> TTFont:
    """The font's weight axis cut to 400-700, subset to the code points; every table loaded."""
    instancer.instantiateVariableFont(TTFont(source), {'wght': (400, 700)}).save(out)
    font = TTFont(out)
    options = subset.Options()
    options.layout_features = FEATURES
    options.flavor = None
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=subset.parse_unicodes(unicodes))
    subsetter.subset(font)
    font.save(out)
    font = TTFont(out)
    for tag in font.keys():
        font[tag]  # noqa: B018 - decompile now, before the glyph order changes
    return font


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        core = cut(f'{FILES}/inter-latin-wght-normal.woff2', UNICODES, os.path.join(tmp, 'core.ttf'))
        ext = cut(f'{FILES}/inter-latin-ext-wght-normal.woff2', 'U+20B9', os.path.join(tmp, 'ext.ttf'))
        name = ext.getBestCmap()[RUPEE]
        glyph = ext['glyf'][name]
        assert not glyph.isComposite(), 'the rupee is drawn from other glyphs: copy them too'
        assert name not in core.getGlyphOrder()
        order = core.getGlyphOrder() + [name]
        core.setGlyphOrder(order)
        core['glyf'].glyphOrder = order
        core['glyf'][name] = glyph
        core['hmtx'][name] = ext['hmtx'][name]
        core['gvar'].variations[name] = ext['gvar'].variations.get(name, [])
        # Its advance width's variation: one more row in the core's HVAR store, over the same region.
        core_hvar, ext_hvar = core['HVAR'].table, ext['HVAR'].table
        regions = lambda hvar: [  # noqa: E731
            [(axis.StartCoord, axis.PeakCoord, axis.EndCoord) for axis in region.VarRegionAxis]
            for region in hvar.VarStore.VarRegionList.Region
        ]
        assert regions(core_hvar) == regions(ext_hvar)
        index = ext_hvar.AdvWidthMap.mapping[name]
        row = ext_hvar.VarStore.VarData[index >> 16]
        data = core_hvar.VarStore.VarData[0]
        assert row.VarRegionIndex == data.VarRegionIndex
        data.Item.append(list(row.Item[index & 0xFFFF]))
        data.ItemCount = len(data.Item)
        core_hvar.AdvWidthMap.mapping[name] = data.ItemCount - 1
        for table in core['cmap'].tables:
            if table.isUnicode():
                table.cmap[RUPEE] = name
        core['maxp'].numGlyphs = len(order)
        core.flavor = 'woff2'
        core.save(OUT)
    print(f'{OUT}: {os.path.getsize(OUT)} bytes')


if __name__ == '__main__':
    main()
