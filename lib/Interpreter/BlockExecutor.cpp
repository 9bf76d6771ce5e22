//===- BlockExecutor.cpp - one tile block's execution state ---------------===//
#include "BlockExecutor.h"

#include "OpHandlers.h"

namespace tilec::interp {

BlockExecutor::BlockExecutor(Interpreter &interpreter, std::array<int64_t, 3> blockId,
                             const LaunchOptions &options)
    : interpreter(interpreter), blockId(blockId), options(options) {}

mlir::LogicalResult BlockExecutor::runBlock(mlir::Block &block,
                                            llvm::ArrayRef<RuntimeValue> arguments) {
  for (auto [argument, value] : llvm::zip(block.getArguments(), arguments))
    set(argument, value);
  exitKind = BlockExit::FallThrough;
  exitValues.clear();
  size_t storageMark = blockStorage.size();
  mlir::LogicalResult result = runOperations(block);
  while (blockStorage.size() > storageMark)
    interpreter.releaseStorage(blockStorage.pop_back_val());
  return result;
}

mlir::LogicalResult BlockExecutor::runOperations(mlir::Block &block) {
  for (mlir::Operation &op : block) {
    OpHandler handler = interpreter.getHandlers().lookup(&op);
    if (!handler)
      return fail(&op, "the interpreter does not implement '" +
                           op.getName().getStringRef() + "' yet");
    if (!interpreter.countOperation(options))
      return fail(&op, "execution stopped: the operation limit of " +
                           llvm::Twine(options.operationLimit) + " was reached");
    if (mlir::failed(handler(*this, &op)))
      return mlir::failure();
    if (valueBytes > kMaxValueBytes)
      return fail(&op, "the tile values of this tile block exceed " +
                           llvm::Twine(kMaxValueBytes >> 30) +
                           " GiB, the most the interpreter holds");
    if (exitKind != BlockExit::FallThrough)
      break;
  }
  return mlir::success();
}

void BlockExecutor::exit(BlockExit kind, llvm::SmallVector<RuntimeValue> values) {
  exitKind = kind;
  exitValues = std::move(values);
}

const RuntimeValue &BlockExecutor::get(mlir::Value value) const {
  auto found = values.find(value);
  assert(found != values.end() && "use of a value the interpreter never defined");
  return found->second;
}

const TileValue &BlockExecutor::getTile(mlir::Value value) const {
  return std::get<TileValue>(get(value));
}

namespace {
uint64_t getElementBytes(const RuntimeValue &value) {
  const auto *tile = std::get_if<TileValue>(&value);
  return tile ? tile->elements.size() * sizeof(uint64_t) : 0;
}
} // namespace

void BlockExecutor::set(mlir::Value value, RuntimeValue runtimeValue) {
  RuntimeValue &slot = values[value];
  valueBytes += getElementBytes(runtimeValue) - getElementBytes(slot);
  slot = std::move(runtimeValue);
}

llvm::SmallVector<RuntimeValue> BlockExecutor::getAll(mlir::ValueRange range) const {
  llvm::SmallVector<RuntimeValue> result;
  for (mlir::Value value : range)
    result.push_back(get(value));
  return result;
}

mlir::LogicalResult BlockExecutor::fail(mlir::Operation *op, const llvm::Twine &message) {
  op->emitError() << message << " (in tile block (" << blockId[0] << ", " << blockId[1] << ", "
                  << blockId[2] << "))";
  return mlir::failure();
}

} // namespace tilec::interp
