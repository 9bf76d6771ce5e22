//===- MiscPrintFormat.cpp - the printf-style output of print_tko ---------===//
//
// The rendering itself (conversions, flags, limits) is tilec/Runtime/PrintFormat.cpp, shared
// with compiled kernels; this file hands it the interpreter's tiles.
//
//===----------------------------------------------------------------------===//
#include "MiscPrintFormat.h"

#include "tilec/Interpreter/ElementCodec.h"
#include "tilec/Runtime/PrintFormat.h"

namespace tilec::interp {

llvm::Expected<std::string> formatPrint(llvm::StringRef format,
                                        llvm::ArrayRef<const TileValue *> operands) {
  const TileValue *const *nextOperand = operands.begin();
  return runtime::formatPrint(format, [&] {
    const TileValue &tile = **nextOperand++;
    return runtime::PrintOperand{getElementKind(tile.elementType), tile.shape,
                                 tile.elements.data(), sizeof(uint64_t)};
  });
}

} // namespace tilec::interp
