//===- CudaTileOpSyntax.cpp - custom directives shared by ops -------------===//
#include "tilec/Dialect/CudaTile/CudaTileOpSyntax.h"

using namespace mlir;

namespace tilec::cuda_tile {

ParseResult parseCudaTileTypeList(OpAsmParser &parser, SmallVectorImpl<Type> &types) {
  return parser.parseCommaSeparatedList([&]() -> ParseResult {
    Type type;
    if (parseCudaTileType(parser, type))
      return failure();
    types.push_back(type);
    return success();
  });
}

void printCudaTileTypeList(OpAsmPrinter &printer, Operation *, TypeRange types) {
  llvm::interleaveComma(types, printer, [&](Type type) { printCudaTileType(printer, type); });
}

} // namespace tilec::cuda_tile
