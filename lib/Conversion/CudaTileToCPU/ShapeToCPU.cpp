//===- ShapeToCPU.cpp - lowering of the core and shape operations ---------===//
//
// constant, iota, grid queries, broadcast, reshape, permute, cat, extract, select, offset,
// pack, unpack (tile-ir-ops.md §3.1). Shape ops compute the source element of each result
// element from static shapes, so they are plain loops over buffers.
//
//===----------------------------------------------------------------------===//
#include "KernelLowering.h"

#include "tilec/Dialect/CudaTile/CudaTileShapeOps.h"
#include "tilec/Interpreter/LiteralValue.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;
using namespace tilec::cuda_tile;

namespace tilec::cpu {

/// An SSA constant of `storageType` holding the element encoding `bits`.
Value createStorageConstant(KernelLowering &lowering, Type storageType, uint64_t bits) {
  OpBuilder &builder = lowering.getBuilder();
  Location loc = lowering.getLoc();
  if (auto floatType = dyn_cast<FloatType>(storageType)) {
    llvm::APInt raw(floatType.getWidth(), bits);
    return arith::ConstantOp::create(
        builder, loc, FloatAttr::get(floatType, llvm::APFloat(floatType.getFloatSemantics(), raw)));
  }
  unsigned width = storageType.getIntOrFloatBitWidth();
  return arith::ConstantOp::create(
      builder, loc, IntegerAttr::get(storageType, llvm::APInt(width, bits, /*isSigned=*/false,
                                                              /*implicitTrunc=*/true)));
}

namespace {

LogicalResult lowerConstant(KernelLowering &lowering, Operation *op) {
  auto constant = cast<ConstantOp>(op);
  auto type = cast<TileType>(constant.getResult().getType());
  interp::TileValue literal = interp::getLiteralTile(constant.getValue());
  Type storageType = lowering.getStorageType(type.getElementType());
  if (type.getRank() == 0) {
    lowering.set(constant.getResult(),
                 createStorageConstant(lowering, storageType, literal.elements[0]));
    return success();
  }
  OpBuilder &builder = lowering.getBuilder();
  Location loc = lowering.getLoc();
  Value buffer = lowering.allocateTile(type);
  bool splat = llvm::all_equal(literal.elements);
  if (splat) {
    Value element = createStorageConstant(lowering, storageType, literal.elements[0]);
    lowering.emitLoop(type.getNumElements(), [&](Value index) {
      memref::StoreOp::create(builder, loc, element, buffer, index);
    });
  } else {
    int64_t bytes = KernelLowering::getStorageBytes(type.getElementType());
    std::string data(literal.elements.size() * bytes, '\0');
    for (auto [index, bits] : llvm::enumerate(literal.elements))
      std::memcpy(&data[index * bytes], &bits, bytes); // the low bytes, little-endian
    auto pointerType = LLVM::LLVMPointerType::get(builder.getContext());
    Value source =
        LLVM::IntToPtrOp::create(builder, loc, pointerType, lowering.getConstantBytes(data));
    Value destination =
        LLVM::IntToPtrOp::create(builder, loc, pointerType, lowering.getAddress(buffer));
    LLVM::MemcpyOp::create(builder, loc, destination, source,
                           lowering.constantInt(data.size(), 64), /*isVolatile=*/false);
  }
  lowering.set(constant.getResult(), buffer);
  return success();
}

template <unsigned First>
LogicalResult lowerGridQuery(KernelLowering &lowering, Operation *op) {
  for (unsigned axis = 0; axis < 3; ++axis)
    lowering.set(op->getResult(axis), lowering.getBlockCoordinate(First + axis));
  return success();
}

} // namespace

void registerShapeLowerings(LoweringRegistry &registry) {
  registry.add<ConstantOp>(lowerConstant);
  registry.add<GetTileBlockIdOp>(lowerGridQuery<0>);
  registry.add<GetNumTileBlocksOp>(lowerGridQuery<3>);
}

} // namespace tilec::cpu
