//===- CudaTileLegacyPrint.cpp - Tile IR 13.1's `print`, read as print_tko ----===//
#include "tilec/Dialect/CudaTile/CudaTileLegacyPrint.h"
#include "tilec/Dialect/CudaTile/CudaTileMiscOps.h"
#include "tilec/Dialect/CudaTile/CudaTileOpSyntax.h"

#include "mlir/IR/Diagnostics.h"

using namespace mlir;
using namespace tilec::cuda_tile;

MLIR_DEFINE_EXPLICIT_TYPE_ID(tilec::cuda_tile::LegacyPrintOp)

ParseResult LegacyPrintOp::parse(OpAsmParser &parser, OperationState &result) {
  SMLoc opLoc = parser.getNameLoc();
  std::string format;
  SmallVector<OpAsmParser::UnresolvedOperand> args;
  SmallVector<Type> argTypes;
  if (parser.parseString(&format))
    return failure();
  while (succeeded(parser.parseOptionalComma()))
    if (parser.parseOperand(args.emplace_back()))
      return failure();
  if (parser.parseOptionalAttrDict(result.attributes))
    return failure();
  SMLoc typesLoc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalColon()) && parseCudaTileTypeList(parser, argTypes))
    return failure();
  if (parser.resolveOperands(args, argTypes, typesLoc, result.operands))
    return failure();

  // Build the 13.3 operation in its place: same format and operands, no input token, a token
  // result nobody uses.
  MLIRContext *context = parser.getContext();
  result.name = OperationName(PrintTkoOp::getOperationName(), context);
  result.addAttribute(PrintTkoOp::getStrAttrName(result.name),
                      parser.getBuilder().getStringAttr(format));
  result.addAttribute(PrintTkoOp::getOperandSegmentSizesAttrName(result.name),
                      parser.getBuilder().getDenseI32ArrayAttr(
                          {static_cast<int32_t>(args.size()), 0}));
  result.addTypes(TokenType::get(context));
  mlir::emitWarning(parser.getEncodedSourceLoc(opLoc))
      << "'print' is the Tile IR 13.1 name of 'print_tko': read as 13.3 'print_tko' with its "
         "token result unused";
  return success();
}

void LegacyPrintOp::print(OpAsmPrinter &printer) {
  printer.printGenericOp(getOperation(), /*printOpName=*/false);
}

LogicalResult LegacyPrintOp::verify() {
  return emitOpError("is Tile IR 13.1 syntax, read only in its custom form (as print_tko); "
                     "write 'print_tko' instead");
}
