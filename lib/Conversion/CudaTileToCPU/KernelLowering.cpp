//===- KernelLowering.cpp - lowering one Tile IR kernel to CPU code -------===//
#include "KernelLowering.h"

#include "tilec/Dialect/CudaTile/CudaTileControlFlowOps.h"
#include "tilec/Dialect/CudaTile/CudaTileModuleOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace tilec::cuda_tile;

namespace tilec::cpu {

OpLowering LoweringRegistry::lookup(Operation *op) const {
  auto found = lowerings.find(op->getName().getTypeID());
  return found == lowerings.end() ? nullptr : found->second;
}

const LoweringRegistry &getLoweringRegistry() {
  static const LoweringRegistry registry = [] {
    LoweringRegistry result;
    registerControlFlowLowerings(result);
    registerShapeLowerings(result);
    registerIntegerLowerings(result);
    registerFloatLowerings(result);
    registerConversionLowerings(result);
    registerMemoryLowerings(result);
    registerViewLowerings(result);
    registerMiscLowerings(result);
    registerReductionLowerings(result);
    registerMatmulLowerings(result);
    return result;
  }();
  return registry;
}

KernelLowering::KernelLowering(Operation *kernel, ModuleOp target, std::string name,
                               const CpuLoweringOptions &options)
    : kernel(kernel), target(target), name(std::move(name)), options(options),
      builder(kernel->getContext()), currentLoc(kernel->getLoc()) {
  int32_t index = 0;
  kernel->walk<WalkOrder::PreOrder>([&](Operation *op) { locationIds[op] = index++; });
}

//===----------------------------------------------------------------------===//
// Types and storage
//===----------------------------------------------------------------------===//

Type KernelLowering::getStorageType(Type elementType) const {
  MLIRContext *context = elementType.getContext();
  if (isa<PointerType>(elementType))
    return IntegerType::get(context, 64);
  if (auto integer = dyn_cast<IntegerType>(elementType))
    return integer.getWidth() == 1 || integer.getWidth() >= 8 ? elementType
                                                              : IntegerType::get(context, 8);
  if (isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(elementType))
    return elementType;
  if (isa<FloatTF32Type>(elementType))
    return Float32Type::get(context);
  // The 8- and 4-bit float formats: their encoding.
  return IntegerType::get(context, 8);
}

int64_t KernelLowering::getStorageBytes(Type elementType) {
  if (isa<PointerType>(elementType))
    return 8;
  if (isa<FloatTF32Type>(elementType))
    return 4;
  if (isa<Float8E5M3FNUType>(elementType)) // a dialect type: no MLIR bit width
    return 1;
  unsigned bits = elementType.getIntOrFloatBitWidth();
  return bits < 8 ? 1 : bits / 8;
}

MemRefType KernelLowering::getBufferType(TileType type) const {
  return MemRefType::get({type.getNumElements()}, getStorageType(type.getElementType()));
}

Value KernelLowering::allocateBytes(int64_t bytes) {
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPoint(entryBlock->getTerminator());
  int64_t offset = frame.scratchBytes;
  frame.scratchBytes += llvm::alignTo(std::max<int64_t>(bytes, 1), 64);
  Value offsetValue = arith::ConstantIndexOp::create(builder, currentLoc, offset);
  auto type = MemRefType::get({bytes}, builder.getI8Type());
  return memref::ViewOp::create(builder, currentLoc, type, scratch, offsetValue, ValueRange());
}

Value KernelLowering::allocateTile(TileType type) {
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPoint(entryBlock->getTerminator());
  MemRefType bufferType = getBufferType(type);
  int64_t bytes = type.getNumElements() * getStorageBytes(type.getElementType());
  // Small tiles live on the stack, where LLVM keeps them in registers once their loops are
  // unrolled (SROA); the frame would make every element a memory access.
  if (bytes <= kRegisterTileBytes)
    return memref::AllocaOp::create(builder, currentLoc, bufferType,
                                    builder.getI64IntegerAttr(64));
  int64_t offset = frame.scratchBytes;
  frame.scratchBytes += llvm::alignTo(bytes, 64);
  Value offsetValue = arith::ConstantIndexOp::create(builder, currentLoc, offset);
  return memref::ViewOp::create(builder, currentLoc, bufferType, scratch, offsetValue,
                                        ValueRange());
}

Value KernelLowering::getAddress(Value buffer) {
  Value index = memref::ExtractAlignedPointerAsIndexOp::create(builder, currentLoc, buffer);
  return arith::IndexCastOp::create(builder, currentLoc, builder.getI64Type(), index);
}

Value KernelLowering::wrapAddress(Value address, TileType type) {
  // The memref's LLVM descriptor (allocated and aligned pointer, offset, size, stride), which
  // the memref-to-LLVM conversion meets at the cast and reconciles.
  MLIRContext *context = builder.getContext();
  MemRefType bufferType = getBufferType(type);
  auto pointerType = LLVM::LLVMPointerType::get(context);
  Type i64 = builder.getI64Type();
  auto arrayType = LLVM::LLVMArrayType::get(i64, 1);
  auto descriptorType = LLVM::LLVMStructType::getLiteral(
      context, {pointerType, pointerType, i64, arrayType, arrayType});
  Value pointer = LLVM::IntToPtrOp::create(builder, currentLoc, pointerType, address);
  Value descriptor = LLVM::UndefOp::create(builder, currentLoc, descriptorType);
  auto insert = [&](Value value, ArrayRef<int64_t> position) {
    descriptor = LLVM::InsertValueOp::create(builder, currentLoc, descriptor, value, position);
  };
  insert(pointer, {0});
  insert(pointer, {1});
  insert(constantInt(0, 64), {2});
  insert(constantInt(bufferType.getNumElements(), 64), {3, 0});
  insert(constantInt(1, 64), {4, 0});
  return UnrealizedConversionCastOp::create(builder, currentLoc, bufferType, descriptor)
      .getResult(0);
}

//===----------------------------------------------------------------------===//
// Values
//===----------------------------------------------------------------------===//

Value KernelLowering::get(Value value) const {
  auto found = values.find(value);
  assert(found != values.end() && "use of a value that was not lowered");
  return found->second;
}

SmallVector<Value> KernelLowering::getAll(ValueRange range) const {
  SmallVector<Value> result;
  for (Value value : range)
    result.push_back(get(value));
  return result;
}

void KernelLowering::set(Value value, Value lowered) { values[value] = lowered; }

Value KernelLowering::constantIndex(int64_t value) {
  return arith::ConstantIndexOp::create(builder, currentLoc, value);
}

Value KernelLowering::constantInt(int64_t value, unsigned width) {
  return arith::ConstantIntOp::create(builder, currentLoc, builder.getIntegerType(width), value);
}

Value KernelLowering::getLocationId(Operation *op) {
  return constantInt(getLocationIndex(op), 32);
}

Value KernelLowering::getConstantBytes(StringRef bytes) {
  std::string symbol = name + "__const" + std::to_string(constantCount++);
  auto arrayType = LLVM::LLVMArrayType::get(builder.getI8Type(), bytes.size());
  {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(target.getBody());
    LLVM::GlobalOp::create(builder, currentLoc, arrayType, /*isConstant=*/true,
                                   LLVM::Linkage::Internal, symbol, builder.getStringAttr(bytes),
                                   /*alignment=*/16);
  }
  Value address = LLVM::AddressOfOp::create(builder, 
      currentLoc, LLVM::LLVMPointerType::get(builder.getContext()), symbol);
  return LLVM::PtrToIntOp::create(builder, currentLoc, builder.getI64Type(), address);
}

ValueRange KernelLowering::callRuntime(StringRef callee, TypeRange results, ValueRange arguments) {
  auto function = target.lookupSymbol<func::FuncOp>(callee);
  if (!function) {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(target.getBody());
    function = func::FuncOp::create(builder, 
        currentLoc, callee, builder.getFunctionType(TypeRange(arguments), results));
    function.setPrivate();
  }
  return func::CallOp::create(builder, currentLoc, function, arguments).getResults();
}

//===----------------------------------------------------------------------===//
// Loops and elementwise code
//===----------------------------------------------------------------------===//

scf::ForOp KernelLowering::emitLoop(int64_t count, llvm::function_ref<void(Value)> body) {
  Value lower = constantIndex(0);
  Value upper = constantIndex(count);
  Value step = constantIndex(1);
  auto loop = scf::ForOp::create(builder, currentLoc, lower, upper, step);
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPoint(loop.getBody()->getTerminator());
  body(loop.getInductionVar());
  return loop;
}

void keepLoopScalar(scf::ForOp loop) {
  MLIRContext *context = loop.getContext();
  auto vectorize = LLVM::LoopVectorizeAttr::get(context, /*disable=*/BoolAttr::get(context, true),
                                                {}, {}, {}, {}, {}, {});
  loop->setAttr(kLoopAnnotationAttr,
                LLVM::LoopAnnotationAttr::get(context, {}, vectorize, {}, {}, {}, {}, {}, {}, {},
                                              {}, {}, {}, {}, {}, {}));
}

void keepLoopRolled(scf::ForOp loop) {
  MLIRContext *context = loop.getContext();
  auto unroll = LLVM::LoopUnrollAttr::get(context, /*disable=*/BoolAttr::get(context, true), {},
                                          {}, {}, {}, {}, {});
  loop->setAttr(kLoopAnnotationAttr,
                LLVM::LoopAnnotationAttr::get(context, {}, {}, {}, unroll, {}, {}, {}, {}, {},
                                              {}, {}, {}, {}, {}, {}));
}

LogicalResult KernelLowering::emitGraphLoop(int64_t count,
                                            llvm::function_ref<LogicalResult(Value)> body) {
  Block *current = builder.getInsertionBlock();
  Region *region = current->getParent();
  Block *header = builder.createBlock(region, std::next(Region::iterator(current)),
                                      {builder.getIndexType()}, {currentLoc});
  Block *bodyBlock = builder.createBlock(region, std::next(Region::iterator(header)));
  Block *exit = builder.createBlock(region, std::next(Region::iterator(bodyBlock)));

  builder.setInsertionPointToEnd(current);
  cf::BranchOp::create(builder, currentLoc, header, ValueRange{constantIndex(0)});

  builder.setInsertionPointToEnd(header);
  Value index = header->getArgument(0);
  Value inRange = arith::CmpIOp::create(builder, currentLoc, arith::CmpIPredicate::slt, index,
                                                constantIndex(count));
  cf::CondBranchOp::create(builder, currentLoc, inRange, bodyBlock, exit);

  builder.setInsertionPointToEnd(bodyBlock);
  if (failed(body(index)))
    return failure();
  Value next = arith::AddIOp::create(builder, currentLoc, index, constantIndex(1));
  cf::BranchOp::create(builder, currentLoc, header, ValueRange{next});
  builder.setInsertionPointToEnd(exit);
  return success();
}

void KernelLowering::emitElementwise(Value result, ValueRange operands,
                                     llvm::function_ref<Value(ValueRange)> element) {
  auto type = cast<TileType>(result.getType());
  SmallVector<Value> lowered = getAll(operands);
  if (type.getRank() == 0) {
    set(result, element(lowered));
    return;
  }
  // Operands read element by element; a splat broadcast is read once, as a scalar, and a
  // broadcast of rows or of a whole row from its source (setBroadcastRead).
  SmallVector<bool> perElement;
  SmallVector<std::optional<BroadcastRead>> fromSource;
  for (auto [operand, value] : llvm::zip(operands, lowered)) {
    bool ranked = cast<TileType>(operand.getType()).getRank() != 0;
    if (Value splat = ranked ? splatElements.lookup(operand) : Value()) {
      value = splat;
      ranked = false;
    }
    perElement.push_back(ranked);
    auto read = ranked ? broadcastReads.find(operand) : broadcastReads.end();
    fromSource.push_back(read == broadcastReads.end() ? std::nullopt : std::optional(read->second));
  }
  // An update of a loop-carried tile (`%acc2 = addf %acc, %x ... continue %acc2`) writes the
  // carried buffer directly: each element is read before it is written.
  Value buffer;
  if (Operation *op = result.getDefiningOp())
    for (Value operand : operands)
      if (!buffer && getBufferType(cast<TileType>(operand.getType())) == getBufferType(type))
        buffer = getAccumulationDestination(op, result, operand);
  // A broadcast's source the loop writes as well is read from the broadcast's own buffer.
  for (std::optional<BroadcastRead> &read : fromSource)
    if (read && read->source == buffer)
      read.reset();
  Operation *directStore = buffer ? nullptr : getDirectStore(result.getDefiningOp(), result);
  if (!buffer)
    buffer = allocateTile(type);
  // The tile goes straight to its tensor where the run time allows (DirectStores.cpp): the
  // store's target comes first, and once the loop is fused with those before it,
  // versionDirectStores gives it a version that writes there.
  Value target = directStore ? emitStoreTarget(*this, directStore) : Value();
  memref::StoreOp resultStore;
  auto loop = emitLoop(type.getNumElements(), [&](Value index) {
    SmallVector<Value> elements;
    for (auto [ranked, read, value] : llvm::zip(perElement, fromSource, lowered)) {
      if (read) {
        Value divisor = constantIndex(read->divisor);
        Operation *position =
            read->repeatsRows
                ? arith::DivUIOp::create(builder, currentLoc, index, divisor).getOperation()
                : arith::RemUIOp::create(builder, currentLoc, index, divisor).getOperation();
        position->setAttr(kBroadcastIndexAttr, builder.getUnitAttr());
        elements.push_back(
            memref::LoadOp::create(builder, currentLoc, read->source, position->getResult(0)));
        continue;
      }
      elements.push_back(ranked ? memref::LoadOp::create(builder, currentLoc, value, index)
                                : value);
    }
    Value computed = element(elements);
    resultStore = memref::StoreOp::create(builder, currentLoc, computed, buffer, index);
  });
  loop->setAttr(kElementwiseLoopAttr, builder.getUnitAttr());
  if (directStore)
    pendingDirectStores.push_back({resultStore, target});
  set(result, buffer);
}

void KernelLowering::versionDirectStores() {
  for (const PendingDirectStore &pending : pendingDirectStores) {
    auto store = cast<memref::StoreOp>(pending.store);
    Value target = pending.target;
    auto loop = cast<scf::ForOp>(store->getParentOp());
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPoint(loop);
    Location loc = loop.getLoc();
    Value written =
        arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::ne, target, constantInt(0, 64));
    auto branch = scf::IfOp::create(builder, loc, written, /*withElse=*/true);
    loop->moveBefore(branch.elseBlock()->getTerminator());
    // The version for the tensor: 64 bytes at a time, the body computes a cache line's
    // elements, the tile's go to a staging buffer, which LLVM keeps in a register, and from
    // there to the tensor in one aligned non-temporal store (LLVM does not vectorize a loop of
    // scalar non-temporal stores).
    builder.setInsertionPointToStart(branch.thenBlock());
    auto bufferType = cast<MemRefType>(store.getMemRef().getType());
    Type storage = bufferType.getElementType();
    int64_t lineElements = 64 / (storage.getIntOrFloatBitWidth() / 8);
    Value staging = memref::AllocaOp::create(builder, loc, MemRefType::get({lineElements}, storage),
                                             builder.getI64IntegerAttr(64));
    staging.getDefiningOp()->moveBefore(entryBlock->getTerminator());
    auto lineType = VectorType::get({lineElements}, storage);
    auto pointerType = LLVM::LLVMPointerType::get(getContext());
    emitLoop(bufferType.getNumElements() / lineElements, [&](Value line) {
      Value first = arith::MulIOp::create(builder, loc, line, constantIndex(lineElements));
      emitLoop(lineElements, [&](Value lane) {
        IRMapping mapping;
        auto element = arith::AddIOp::create(builder, loc, first, lane);
        element->setAttr(kStripIndexAttr, builder.getI64IntegerAttr(lineElements));
        mapping.map(loop.getInductionVar(), element);
        for (Operation &op : loop.getBody()->without_terminator()) {
          if (&op == store.getOperation())
            memref::StoreOp::create(builder, loc, mapping.lookupOrDefault(store.getValueToStore()),
                                    staging, lane);
          else
            builder.clone(op, mapping);
        }
      });
      Value values = LLVM::LoadOp::create(
          builder, loc, lineType,
          LLVM::IntToPtrOp::create(builder, loc, pointerType, getAddress(staging)), 64);
      Value offset =
          arith::IndexCastOp::create(builder, loc, builder.getI64Type(),
                                     arith::MulIOp::create(builder, loc, line, constantIndex(64)));
      Value address = arith::AddIOp::create(builder, loc, target, offset);
      LLVM::StoreOp::create(builder, loc, values,
                            LLVM::IntToPtrOp::create(builder, loc, pointerType, address),
                            /*alignment=*/64, /*isVolatile=*/false, /*isNonTemporal=*/true);
    });
  }
  pendingDirectStores.clear();
}

void KernelLowering::setSplat(Value tile, Value element, Value buffer, Operation *fill) {
  splatElements[tile] = element;
  fillsForOtherReaders.push_back({buffer, fill});
}

void KernelLowering::setBroadcastRead(Value tile, BroadcastRead read, Value buffer,
                                      Operation *fill) {
  broadcastReads[tile] = read;
  fillsForOtherReaders.push_back({buffer, fill});
}

void KernelLowering::eraseUnreadFills() {
  for (auto [buffer, fill] : fillsForOtherReaders) {
    if (!llvm::all_of(buffer.getUsers(),
                      [fill](Operation *user) { return fill->isAncestor(user); }))
      continue;
    fill->erase();
    if (Operation *allocation = buffer.getDefiningOp(); allocation && buffer.use_empty())
      allocation->erase();
  }
  fillsForOtherReaders.clear();
}

Value KernelLowering::getAccumulationDestination(Operation *op, Value result, Value operand) {
  if (loopStack.empty() || !result.hasOneUse())
    return Value();
  // `result` goes to `continue` itself, or through one more op of its type that reads it (the
  // rescaled accumulator of attention: %scaled = mulf %acc, %alpha; %next = mmaf %p, %v,
  // %scaled; continue %next), which may in turn update the carried buffer in place; else it
  // writes its own buffer and `continue` copies that.
  Value continued = result;
  Operation *user = *result.getUsers().begin();
  if (!isa<ContinueOp>(user) && user->getNumResults() == 1 && user->getNumRegions() == 0 &&
      user->getResult(0).getType() == result.getType() && user->getResult(0).hasOneUse()) {
    continued = user->getResult(0);
    user = *continued.getUsers().begin();
  }
  auto continueOp = dyn_cast<ContinueOp>(user);
  if (!continueOp || llvm::is_contained(continueOp->getOperands(), operand))
    return Value();
  unsigned position = continued.getUses().begin()->getOperandNumber();
  Value carried = loopStack.back().carriedBuffers[position];
  if (!carried || get(operand) != carried)
    return Value();
  // Everything that may run after `op` in this iteration: the rest of its block, then the rest
  // of each enclosing block up to and including the loop body. None of it may read the carried
  // buffer.
  Operation *loop = continueOp->getParentOp();
  while (!isa<ForOp, LoopOp>(loop))
    loop = loop->getParentOp();
  for (Operation *after = op;; after = after->getParentOp()) {
    for (Operation *next = after->getNextNode(); next; next = next->getNextNode()) {
      bool reads = false;
      next->walk([&](Operation *nested) {
        for (Value used : nested->getOperands()) {
          auto found = values.find(used);
          reads |= found != values.end() && found->second == carried;
          // An elementwise op reads a broadcast's source where it is (setBroadcastRead).
          auto read = broadcastReads.find(used);
          reads |= read != broadcastReads.end() && read->second.source == carried;
        }
      });
      if (reads)
        return Value();
    }
    if (!after->getParentOp() || after->getParentOp() == loop)
      break;
  }
  return carried;
}

void KernelLowering::copyInto(Value destination, Value source, TileType type) {
  if (destination == source)
    return;
  memref::CopyOp::create(builder, currentLoc, source, destination);
}

//===----------------------------------------------------------------------===//
// Control flow support
//===----------------------------------------------------------------------===//

void KernelLowering::branchWithValues(Block *target, ArrayRef<Value> buffers, ValueRange values) {
  SmallVector<Value> sources = getAll(values);
  // A source that is another position's destination (a loop passing its carried values on in a
  // different order) is copied aside first, so that no copy reads what another one wrote.
  for (auto [position, source] : llvm::enumerate(sources)) {
    if (!source || !isa<MemRefType>(source.getType()) || source == buffers[position])
      continue;
    if (llvm::is_contained(buffers, source)) {
      Value aside = allocateTile(cast<TileType>(values[position].getType()));
      memref::CopyOp::create(builder, currentLoc, source, aside);
      sources[position] = aside;
    }
  }
  SmallVector<Value> scalars;
  for (auto [position, value] : llvm::enumerate(values)) {
    auto type = dyn_cast<TileType>(value.getType());
    if (!type)
      continue; // tokens carry nothing
    if (type.getRank() == 0)
      scalars.push_back(sources[position]);
    else
      copyInto(buffers[position], sources[position], type);
  }
  cf::BranchOp::create(builder, currentLoc, target, scalars);
}

//===----------------------------------------------------------------------===//
// The function
//===----------------------------------------------------------------------===//

LogicalResult KernelLowering::lowerOp(Operation *op) {
  currentLoc = op->getLoc();
  OpLowering lowering = getLoweringRegistry().lookup(op);
  if (!lowering)
    return op->emitError() << "the CPU compiler cannot lower '" << op->getName().getStringRef()
                           << "' yet";
  return lowering(*this, op);
}

LogicalResult KernelLowering::lowerBlockOps(Block &block) {
  for (Operation &op : block)
    if (failed(lowerOp(&op)))
      return failure();
  return success();
}

LogicalResult KernelLowering::run() {
  MLIRContext *context = getContext();
  auto pointerType = LLVM::LLVMPointerType::get(context);
  auto scratchType = MemRefType::get({ShapedType::kDynamic}, builder.getI8Type());
  builder.setInsertionPointToEnd(target.getBody());
  auto function = func::FuncOp::create(builder, 
      kernel->getLoc(), name,
      builder.getFunctionType({pointerType, pointerType, scratchType}, {}));
  entryBlock = function.addEntryBlock();
  argumentSlots = entryBlock->getArgument(0);
  scratch = entryBlock->getArgument(2);
  Block *bodyBlock = builder.createBlock(&function.getBody());
  returnBlock = builder.createBlock(&function.getBody());
  builder.setInsertionPointToEnd(returnBlock);
  func::ReturnOp::create(builder, currentLoc);

  builder.setInsertionPointToEnd(entryBlock);
  cf::BranchOp::create(builder, currentLoc, bodyBlock);
  builder.setInsertionPoint(entryBlock->getTerminator());
  if (failed(emitPrologue(function)))
    return failure();

  builder.setInsertionPointToEnd(bodyBlock);
  Block &body = kernel->getRegion(0).front();
  if (failed(lowerBlockOps(body)))
    return failure();
  eraseUnreadFills();
  fuseElementwiseLoops(function);
  versionDirectStores();
  stripMineBroadcastReads(function);
  if (frame.scratchBytes > kMaxScratchBytes)
    return kernel->emitError() << "the tile values of this kernel need "
                               << (frame.scratchBytes >> 20)
                               << " MiB of scratch per tile block, more than the "
                               << (kMaxScratchBytes >> 20) << " MiB the CPU backend provides";
  return success();
}

LogicalResult KernelLowering::emitPrologue(func::FuncOp function) {
  MLIRContext *context = getContext();
  auto pointerType = LLVM::LLVMPointerType::get(context);
  Value contextPointer = entryBlock->getArgument(1);
  contextAddress = LLVM::PtrToIntOp::create(builder, currentLoc, builder.getI64Type(),
                                                    contextPointer);
  for (unsigned index = 0; index < 6; ++index) {
    Value field = LLVM::GEPOp::create(builder, currentLoc, pointerType, builder.getI32Type(),
                                              contextPointer, ArrayRef<LLVM::GEPArg>{index});
    blockCoordinates[index] = LLVM::LoadOp::create(builder, currentLoc, builder.getI32Type(), field);
  }

  Block &body = kernel->getRegion(0).front();
  auto functionType = cast<FunctionType>(cast<TypeAttr>(kernel->getAttr("function_type")).getValue());
  frame.numArgumentSlots = functionType.getNumInputs() + functionType.getNumResults();
  for (auto [position, argument] : llvm::enumerate(body.getArguments())) {
    currentLoc = argument.getLoc();
    Value slot = LLVM::GEPOp::create(builder, currentLoc, pointerType, builder.getI64Type(),
                                             argumentSlots,
                                             ArrayRef<LLVM::GEPArg>{int32_t(position)});
    Type type = argument.getType();
    if (isa<TokenType>(type)) {
      set(argument, Value());
      continue;
    }
    auto tile = dyn_cast<TileType>(type);
    if (!tile)
      return emitError(argument.getLoc())
             << "the CPU compiler cannot pass a parameter of type " << type << " yet";
    if (tile.getRank() == 0) {
      set(argument,
          LLVM::LoadOp::create(builder, currentLoc, getStorageType(tile.getElementType()), slot));
      continue;
    }
    Value source = LLVM::LoadOp::create(builder, currentLoc, pointerType, slot);
    Value buffer = allocateTile(tile);
    Value destination = LLVM::IntToPtrOp::create(builder, currentLoc, pointerType,
                                                         getAddress(buffer));
    int64_t bytes = tile.getNumElements() * getStorageBytes(tile.getElementType());
    LLVM::MemcpyOp::create(builder, currentLoc, destination, source, constantInt(bytes, 64),
                                   /*isVolatile=*/false);
    set(argument, buffer);
  }
  currentLoc = kernel->getLoc();
  return success();
}

//===----------------------------------------------------------------------===//
// return: the function's results go to the caller's arrays
//===----------------------------------------------------------------------===//

/// Shared with ControlFlowToCPU.cpp, which registers it.
LogicalResult lowerReturn(KernelLowering &lowering, Operation *op) {
  OpBuilder &builder = lowering.getBuilder();
  Location loc = op->getLoc();
  auto pointerType = LLVM::LLVMPointerType::get(builder.getContext());
  unsigned numParameters = lowering.getKernel()->getRegion(0).front().getNumArguments();
  for (auto [position, operand] : llvm::enumerate(op->getOperands())) {
    auto tile = dyn_cast<TileType>(operand.getType());
    if (!tile)
      continue; // a token result carries nothing
    Value slot = LLVM::GEPOp::create(builder, 
        loc, pointerType, builder.getI64Type(), lowering.getArgumentSlots(),
        ArrayRef<LLVM::GEPArg>{int32_t(numParameters + position)});
    Value destination = LLVM::LoadOp::create(builder, loc, pointerType, slot);
    Value value = lowering.get(operand);
    if (tile.getRank() == 0) {
      LLVM::StoreOp::create(builder, loc, value, destination);
      continue;
    }
    Value source = LLVM::IntToPtrOp::create(builder, loc, pointerType, lowering.getAddress(value));
    int64_t bytes = tile.getNumElements() * KernelLowering::getStorageBytes(tile.getElementType());
    LLVM::MemcpyOp::create(builder, loc, destination, source, lowering.constantInt(bytes, 64),
                                   /*isVolatile=*/false);
  }
  cf::BranchOp::create(builder, loc, lowering.returnBlock);
  return success();
}

} // namespace tilec::cpu
