//===- LiteralValue.cpp - tiles from dense literals -----------------------===//
#include "tilec/Interpreter/LiteralValue.h"

#include "tilec/Interpreter/ElementCodec.h"
#include "tilec/Dialect/CudaTile/DenseLiteral.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;

namespace tilec::interp {

TileValue getLiteralTile(DenseElementsAttr literal) {
  ShapedType type = literal.getType();
  // UE5M3 literals are stored as their i8 encodings (DenseLiteral.h).
  Type elementType = cuda_tile::getDenseLiteralTileType(type).getElementType();
  bool storedAsBytes = isa<cuda_tile::Float8E5M3FNUType>(elementType);
  TileValue tile(elementType, type.getShape());
  if (auto format = getFloatFormat(elementType); format && !storedAsBytes) {
    // Raw bits keep every NaN pattern the literal spelled (0x7F and 0xFF are both e4m3 NaNs);
    // tf32's 19 significant bits sit at the top of its f32 container.
    unsigned shift = *format == numeric::FloatFormat::TF32 ? 13 : 0;
    int64_t index = 0;
    for (APFloat value : literal.getValues<APFloat>())
      tile.elements[index++] = value.bitcastToAPInt().getZExtValue() << shift;
    return tile;
  }
  unsigned width = storedAsBytes ? 8 : getIntegerWidth(elementType);
  int64_t index = 0;
  for (const APInt &value : literal.getValues<APInt>())
    tile.elements[index++] = truncateBits(value.getZExtValue(), width);
  return tile;
}

} // namespace tilec::interp
