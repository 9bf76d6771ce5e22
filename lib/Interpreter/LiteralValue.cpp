//===- LiteralValue.cpp - tiles from dense literals -----------------------===//
#include "LiteralValue.h"

#include "tilec/Interpreter/ElementCodec.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;

namespace tilec::interp {

TileValue getLiteralTile(DenseElementsAttr literal) {
  ShapedType type = literal.getType();
  Type elementType = type.getElementType();
  TileValue tile(elementType, type.getShape());
  if (auto format = getFloatFormat(elementType)) {
    // Every Tile IR float format is a subset of double, so the round trip through double is
    // exact (NaN payloads become the format's canonical NaN, which is all Tile IR promises).
    int64_t index = 0;
    for (APFloat value : literal.getValues<APFloat>()) {
      bool losesInfo = false;
      value.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven, &losesInfo);
      tile.elements[index++] = numeric::encode(value.convertToDouble(), *format);
    }
    return tile;
  }
  unsigned width = getIntegerWidth(elementType);
  int64_t index = 0;
  for (const APInt &value : literal.getValues<APInt>())
    tile.elements[index++] = truncateBits(value.getZExtValue(), width);
  return tile;
}

} // namespace tilec::interp
