//===- KernelLowering.h - lowering one Tile IR kernel to CPU code -*- C++ -*-===//
//
// Turns one `entry` or `testing$func` into a `func.func` of standard MLIR (func, cf, scf, arith,
// math, memref, llvm) that runs one tile block (the ABI is in tilec/Runtime/CpuAbi.h).
//
// How values live in the generated code:
//   * a rank-0 tile is one SSA scalar of its storage type (getStorageType): i1..i64, f16, bf16,
//     f32, f64; tf32 in an f32; fp8/fp4 formats as their encoding in an i8; pointers as i64;
//   * a ranked tile is a flat `memref<N x storage>` (row-major, N = number of elements), written
//     once by the op that defines it: a stack allocation for tiles small enough for registers,
//     else a fixed, 64-byte aligned offset of the block's scratch frame. Tiles are never LLVM
//     vectors: loops over these buffers are vectorized by LLVM at native width;
//   * a token is nothing (a null Value): ops of one tile block run in program order;
//   * a tensor view or tile view is the i64 address of a runtime descriptor in the frame
//     (lowered by the view family).
//
// The body is emitted as a control-flow graph (cf), so `break`, `continue` and `return` inside
// nested `if`s become branches. Values carried by loops and yielded by `if`s live in buffers (or
// block arguments, for scalars) owned by the op: a terminator copies into them.
//
// Op families register lowering functions (one file per family: FloatToCPU.cpp, ...), exactly
// as the interpreter registers its handlers; an op without one is a compile error naming it.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_CONVERSION_CUDATILETOCPU_KERNELLOWERING_H
#define TILEC_LIB_CONVERSION_CUDATILETOCPU_KERNELLOWERING_H

#include "tilec/Conversion/CudaTileToCPU.h"
#include "tilec/Dialect/CudaTile/CudaTileTypes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/DenseMap.h"

#include <optional>
#include "llvm/ADT/FunctionExtras.h"

#include <string>

namespace tilec::cpu {

class KernelLowering;

/// Emits the code of one op at the builder's insertion point; maps its results.
using OpLowering = mlir::LogicalResult (*)(KernelLowering &lowering, mlir::Operation *op);

class LoweringRegistry {
public:
  template <typename OpT>
  void add(OpLowering lowering) {
    lowerings[mlir::TypeID::get<OpT>()] = lowering;
  }
  OpLowering lookup(mlir::Operation *op) const;

private:
  llvm::DenseMap<mlir::TypeID, OpLowering> lowerings;
};

/// One function per op family, each in its <Family>ToCPU.cpp.
void registerControlFlowLowerings(LoweringRegistry &registry);
void registerShapeLowerings(LoweringRegistry &registry);
void registerIntegerLowerings(LoweringRegistry &registry);
void registerFloatLowerings(LoweringRegistry &registry);
void registerConversionLowerings(LoweringRegistry &registry);
void registerMemoryLowerings(LoweringRegistry &registry);
void registerViewLowerings(LoweringRegistry &registry);
void registerMiscLowerings(LoweringRegistry &registry);
void registerReductionLowerings(LoweringRegistry &registry);
void registerMatmulLowerings(LoweringRegistry &registry);

/// Asks LLVM not to vectorize `loop` itself (its inner loops still may): an
/// llvm.loop_annotation that scf-to-cf carries to the loop's latch branch and
/// applyLoopAnnotations hands to the LLVM dialect's branch.
void keepLoopScalar(mlir::scf::ForOp loop);
inline constexpr llvm::StringLiteral kLoopAnnotationAttr = "llvm.loop_annotation";
/// Asks LLVM not to unroll `loop` (the same way as keepLoopScalar).
void keepLoopRolled(mlir::scf::ForOp loop);

/// Merges adjacent elementwise loops of equal trip count in `function` (ElementwiseFusion.cpp).
void fuseElementwiseLoops(mlir::Operation *function);

/// Whether `op` is an elementwise loop (kElementwiseLoopAttr) with no carried values.
bool isElementwiseLoop(mlir::Operation *op);
/// The trip count of a loop from 0 by 1 to a constant.
std::optional<int64_t> getTripCount(mlir::scf::ForOp loop);

/// Runs each elementwise loop of `function` that reads broadcast sources in strips of rows (an
/// outer loop over the strips, an inner one over a strip's elements) and computes those reads'
/// indices per strip (BroadcastReads.cpp).
void stripMineBroadcastReads(mlir::Operation *function);
/// Marks an op that reads no tile buffer an earlier op writes and writes none an earlier op
/// reads (it touches no tile buffer, or only its own new one), which elementwise loops before
/// it therefore do not affect: fusion may move it above them (the set-up of a direct store's
/// target, weak view loads).
inline constexpr llvm::StringLiteral kIndependentOfTilesAttr = "tilec.independent_of_tiles";

/// An SSA constant of a storage type (KernelLowering::getStorageType) holding an element's
/// encoding.
mlir::Value createStorageConstant(KernelLowering &lowering, mlir::Type storageType,
                                  uint64_t bits);

/// `x > bound ? x : bound` (`<` without `maximum`): the x86 maxps/minps, one instruction. It
/// is maxf/minf's value where `bound` is never NaN and the two are never zeros of opposite sign
/// (a NaN x gives `bound`; equal values give `bound`) - FloatToCPU.cpp's maxf/minf against a
/// constant and ReductionToCPU.cpp's plain extremum reductions make sure of it.
mlir::Value emitBeyondOrBound(mlir::OpBuilder &builder, mlir::Location loc, bool maximum,
                              mlir::Value x, mlir::Value bound);

/// Whether `tile`, the result of a view load, is read only by a matrix product that can take
/// it in place in memory (KernelLowering::RowsInMemory), with nothing between the load and the
/// product that may write memory (InPlaceReads.cpp).
bool isReadInPlaceByMatmul(mlir::Value tile);
/// Whether every op strictly between `first` and `last` (which follows it in its block) leaves
/// memory as it is: pure ops, and view loads (InPlaceReads.cpp).
bool onlyReadsMemoryBetween(mlir::Operation *first, mlir::Operation *last);

/// The shape of a matrix product of tiles `lhs` (batch×m×k or m×k) and `rhs` (…×k×n).
struct MatmulShape {
  int64_t batches, m, n, k;
};
MatmulShape getMatmulShape(mlir::Value lhs, mlir::Value rhs);

/// Whether `permute` (a cuda_tile.permute) only transposes the bf16 b of an mmaf that runs with
/// hardware accumulation and fits AMX tiles (MatmulToCPU.cpp): the permute is then left out
/// (its result is its source's buffer) and the product packs b for AMX straight from the
/// untransposed tile, which is what AMX's pairs layout needs anyway.
bool isTransposedRhsOfHardwareMatmul(const KernelLowering &lowering, mlir::Operation *permute);

/// Whether every reader of `tile`, the result of a view load, reads it before anything may
/// write memory, so that it may be read where it lies (InPlaceReads.cpp).
bool isReadInPlaceByTileOps(mlir::Value tile);

/// The weak store_view_tko that may write `result`, the tile the elementwise op `op` defines,
/// while `op` computes it, or null (DirectStores.cpp).
mlir::Operation *getDirectStore(mlir::Operation *op, mlir::Value result);
/// Asks, at the builder's insertion point, where `store` (a getDirectStore) lets its tile be
/// written directly (tilec_rt_view_store_target) and records the answer in
/// KernelLowering::directStoreTargets; returns its i64 address, 0 for none (ViewToCPU.cpp).
mlir::Value emitStoreTarget(KernelLowering &lowering, mlir::Operation *store);
/// Where a product chain's last pass may write the tile of `store` (a weak store of the
/// chain's result, right after its loop): emits tilec_rt_view_store_rows_target at the
/// builder's insertion point. Returns the i64 address (0 for none) and row distance, and the
/// store's index array in `indices` (ViewToCPU.cpp).
std::pair<mlir::Value, mlir::Value>
emitStoreRowsTarget(KernelLowering &lowering, mlir::Operation *store, mlir::Value &indices);

/// The mmaf (f32 accumulator) or mmai of a `for` that is the K loop of a matrix
/// multiplication, which the loop then runs as a product chain, or null (ProductChains.cpp).
mlir::Operation *getChainedProduct(mlir::Operation *loop);
/// The runtime helper `tilec_rt_mmaf_chain_<call>` (or `mmai`) of a chained product.
std::string getProductChainHelper(mlir::Operation *product, llvm::StringRef call);
/// Whether `init`, a for loop's initial value, is a constant tile of zero bits (+0.0, 0).
bool isZeroConstantTile(mlir::Value init);
/// Starts the chain of `product` (getChainedProduct) accumulating into the loop's carried
/// buffer `accumulator`, before the loop's first iteration; records it in
/// KernelLowering::productChains. With `zeroAccumulator` the loop's initial value is a zero
/// constant that was not copied into `accumulator`: the chain writes it (its first pass starts
/// from zero instead of reading the buffer).
void beginProductChain(KernelLowering &lowering, mlir::Operation *product,
                       mlir::Value accumulator, bool zeroAccumulator);
/// Lowers `product` (an mmaf or mmai) as a step of its loop's chain if it has one; false if
/// not.
bool lowerProductChainStep(KernelLowering &lowering, mlir::Operation *product);
/// Finishes the chain of `product` at the exit of `loop`; where the loop's result is only
/// stored to a tensor right after it, the chain may write it there directly (recorded in
/// KernelLowering::directStoreTargets for the store).
void endProductChain(KernelLowering &lowering, mlir::Operation *product, mlir::Operation *loop);

/// `return`: copies a testing$func's results to the caller and leaves the function.
mlir::LogicalResult lowerReturn(KernelLowering &lowering, mlir::Operation *op);

/// The registry with every family's lowerings.
const LoweringRegistry &getLoweringRegistry();

using KernelFrame = CpuKernelFrame;

/// Marks the scf.for of emitElementwise: iteration i reads element i of its operands and writes
/// element i of a buffer only it writes, so adjacent such loops of one trip count may be fused.
inline constexpr llvm::StringLiteral kElementwiseLoopAttr = "tilec.elementwise";

/// Marks the arith.divui or arith.remui by which an elementwise loop's iteration i finds the
/// element of a broadcast's source it reads (KernelLowering::setBroadcastRead).
inline constexpr llvm::StringLiteral kBroadcastIndexAttr = "tilec.broadcast_index";
/// Marks an arith.addi o + c whose o is a multiple of the attribute's value E and whose c lies in
/// [0, E): a strip of E elements (stripMineBroadcastReads, versionDirectStores).
inline constexpr llvm::StringLiteral kStripIndexAttr = "tilec.strip";

class KernelLowering {
public:
  /// Prepares to lower `kernel` (an entry or testing$func) into a function `name` of `target`.
  KernelLowering(mlir::Operation *kernel, mlir::ModuleOp target, std::string name,
                 const CpuLoweringOptions &options);

  /// Emits the whole function. Failures are reported at the op that could not be lowered.
  mlir::LogicalResult run();
  /// The most scratch one tile block may need: every ranked tile value of the kernel has its
  /// own buffer in it, and each thread running blocks holds one frame.
  static constexpr int64_t kMaxScratchBytes = int64_t(1) << 30;
  /// Tiles up to this size are stack allocations (register candidates), larger ones frame
  /// buffers: four AVX-512 registers.
  static constexpr int64_t kRegisterTileBytes = 256;
  const KernelFrame &getFrame() const { return frame; }
  /// Records a global the compiled code defines (see CpuGlobalRegion).
  void addGlobalRegion(CpuGlobalRegion region) { frame.globals.push_back(std::move(region)); }

  //===--------------------------------------------------------------------===//
  // For op lowerings
  //===--------------------------------------------------------------------===//

  mlir::OpBuilder &getBuilder() { return builder; }
  mlir::MLIRContext *getContext() { return builder.getContext(); }
  /// The location of the op being lowered.
  mlir::Location getLoc() const { return currentLoc; }
  mlir::Operation *getKernel() { return kernel; }
  /// How reduce ops fold (tilec/Interpreter/ReductionOrder.h).
  interp::ReduceOrder getReduceOrder() const { return options.reduceOrder; }
  /// How mmaf sums its products (tilec/Conversion/MmafAccumulation.h).
  MmafAccumulation getMmafAccumulation() const { return options.mmafAccumulation; }

  /// The lowered form of a cuda_tile value (see the file comment).
  mlir::Value get(mlir::Value value) const;
  llvm::SmallVector<mlir::Value> getAll(mlir::ValueRange values) const;
  void set(mlir::Value value, mlir::Value lowered);

  /// The scalar type an element lives in (see the file comment).
  mlir::Type getStorageType(mlir::Type elementType) const;
  /// Bytes of one element in a tile buffer (1 for i1 and the 8- and 4-bit formats).
  static int64_t getStorageBytes(mlir::Type elementType);
  /// `memref<N x storage>` for a ranked tile type.
  mlir::MemRefType getBufferType(cuda_tile::TileType type) const;
  /// A fresh buffer for a ranked tile of `type`: on the stack when it is small enough for
  /// registers, else in the frame.
  mlir::Value allocateTile(cuda_tile::TileType type);
  /// `bytes` of frame storage (64-byte aligned) as a `memref<bytes x i8>`; its address is what
  /// runtime descriptors are made of.
  mlir::Value allocateBytes(int64_t bytes);
  /// The i64 address of a buffer's first element.
  mlir::Value getAddress(mlir::Value buffer);
  /// A tile buffer (getBufferType) at the i64 `address`, memory the lowering did not allocate
  /// (a tile left in place by its view load).
  mlir::Value wrapAddress(mlir::Value address, cuda_tile::TileType type);

  /// Emits `for (i = 0; i < count; ++i) body(i)` (an scf.for over index); `body` emits
  /// straight-line code at the builder's insertion point.
  mlir::scf::ForOp emitLoop(int64_t count, llvm::function_ref<void(mlir::Value index)> body);
  /// The same as a CFG loop, whose body may contain nested cuda_tile regions (lowerBlockOps).
  mlir::LogicalResult emitGraphLoop(int64_t count,
                                    llvm::function_ref<mlir::LogicalResult(mlir::Value index)> body);
  /// Defines `result` (a tile of shape S) element by element: for rank 0 `element` gets the
  /// operands' scalars, else it runs in a loop over the N elements with `memref.load`ed
  /// elements of each ranked operand (rank-0 operands are passed as scalars).
  void emitElementwise(mlir::Value result, mlir::ValueRange operands,
                       llvm::function_ref<mlir::Value(mlir::ValueRange elements)> element);
  /// The buffer `op` may write its ranked result into in place of a fresh one, or null: when
  /// the result's only use is a `continue` that carries it at position i of the innermost loop,
  /// `operand` is that loop's carried value i (its buffer), and nothing that may run after `op`
  /// in the iteration reads that buffer. The op then updates the carried value in place, and
  /// the `continue` has nothing to copy; the op must read each element of `operand` before it
  /// writes the same element of the result (an elementwise update or an accumulation).
  mlir::Value getAccumulationDestination(mlir::Operation *op, mlir::Value result,
                                         mlir::Value operand);
  /// A rank-2 tile a view load may have left where it lies in memory (lowerLoadView): the
  /// i64 address of its first element and the distance between its rows in elements, both
  /// known at run time only. When the tile could not be left in place, they describe its
  /// buffer instead.
  struct RowsInMemory {
    mlir::Value address, rowStride;
  };
  void setRowsInMemory(mlir::Value tile, RowsInMemory rows) { rowsInMemory[tile] = rows; }
  std::optional<RowsInMemory> getRowsInMemory(mlir::Value tile) const {
    auto it = rowsInMemory.find(tile);
    if (it == rowsInMemory.end())
      return std::nullopt;
    return it->second;
  }
  /// `tile`, a broadcast of a single element (lowerBroadcast), is that `element` everywhere:
  /// elementwise ops read it as a scalar (emitElementwise) rather than from its `buffer`, which
  /// `fill` fills for any other reader. A fill nothing else reads is dropped at the end
  /// (eraseUnreadFills).
  void setSplat(mlir::Value tile, mlir::Value element, mlir::Value buffer, mlir::Operation *fill);
  /// A broadcast that repeats its source's rows (source [R, 1] as [R, C]: element i of the result
  /// is element i / divisor of the source) or its whole source (source [1, C] as [R, C]: element
  /// i % divisor). Elementwise ops read `source` at that index rather than the broadcast's
  /// `buffer`, which `fill` fills for any other reader and which is dropped like a splat's.
  struct BroadcastRead {
    mlir::Value source;
    int64_t divisor;
    bool repeatsRows;
  };
  void setBroadcastRead(mlir::Value tile, BroadcastRead read, mlir::Value buffer,
                        mlir::Operation *fill);

  /// Copies a tile (buffer or scalar) into the destination owned by a region op.
  void copyInto(mlir::Value destination, mlir::Value source, cuda_tile::TileType type);

  /// A call of the runtime helper `name` (declared on first use) with i64/i32/f64/... arguments.
  mlir::ValueRange callRuntime(llvm::StringRef name, mlir::TypeRange results,
                               mlir::ValueRange arguments);
  /// The block context (i64 address), the first argument of every runtime helper.
  mlir::Value getBlockContext() const { return contextAddress; }
  /// The `arguments` pointer of the ABI (!llvm.ptr to i64 slots).
  mlir::Value getArgumentSlots() const { return argumentSlots; }
  /// The preorder index of `op` in the kernel, by which runtime errors name it; as a number
  /// for static descriptors, or as an i32 constant.
  int32_t getLocationIndex(mlir::Operation *op) const { return locationIds.lookup(op); }
  mlir::Value getLocationId(mlir::Operation *op);
  /// i64 address of a constant byte array in the compiled code (strings are NUL-terminated).
  mlir::Value getConstantBytes(llvm::StringRef bytes);
  /// Block ids and grid sizes: index 0..2 = tile block id, 3..5 = number of tile blocks.
  mlir::Value getBlockCoordinate(unsigned index) const { return blockCoordinates[index]; }

  mlir::Value constantIndex(int64_t value);
  mlir::Value constantInt(int64_t value, unsigned width);

  /// Lowers the ops of a nested region's block (block arguments must be mapped by the caller)
  /// up to, not including, its terminator; then `terminator` handles the terminator.
  mlir::LogicalResult lowerBlockOps(mlir::Block &block);
  mlir::LogicalResult lowerOp(mlir::Operation *op);

  /// Control flow of the enclosing for/loop, for continue and break.
  struct LoopTargets {
    mlir::Block *continueBlock;
    mlir::Block *breakBlock;
    /// Where carried values are kept: scalars are block arguments of continueBlock, ranked
    /// tiles buffers (null entries for tokens).
    llvm::SmallVector<mlir::Value> carriedBuffers;
    llvm::SmallVector<mlir::Value> resultBuffers;
  };
  llvm::SmallVector<LoopTargets> loopStack;
  /// The mmaf and mmai ops whose loop runs as a product chain (ProductChains.cpp), with the i64 address
  /// of the chain's state: their loads and the product itself call the chain.
  llvm::DenseMap<mlir::Operation *, mlir::Value> productChains;
  /// The stores whose tile an elementwise loop may have written directly (getDirectStore):
  /// the i64 address it was written to (0 when it was not) and the store's index array, which
  /// the store reuses.
  struct DirectStoreTarget {
    mlir::Value address, indices;
  };
  llvm::DenseMap<mlir::Operation *, DirectStoreTarget> directStoreTargets;
  /// Where `return` goes.
  mlir::Block *returnBlock = nullptr;
  /// Copies or passes `values` (of cuda_tile `types`) to buffers/block arguments and branches
  /// to `target`: used by continue, break, yield.
  void branchWithValues(mlir::Block *target, llvm::ArrayRef<mlir::Value> buffers,
                        mlir::ValueRange values);

private:
  mlir::LogicalResult emitPrologue(mlir::func::FuncOp function);
  /// Gives each elementwise loop whose result store may write its tensor directly (after
  /// fusion) a version that does, run when the store's target is not 0 (DirectStores.cpp).
  void versionDirectStores();
  struct PendingDirectStore {
    mlir::Operation *store; // the memref.store of the result in its loop
    mlir::Value target;
  };
  llvm::SmallVector<PendingDirectStore> pendingDirectStores;

  mlir::Operation *kernel;
  mlir::ModuleOp target;
  std::string name;
  CpuLoweringOptions options;
  mlir::OpBuilder builder;
  mlir::Location currentLoc;
  KernelFrame frame;
  llvm::DenseMap<mlir::Value, mlir::Value> values;
  llvm::DenseMap<mlir::Value, RowsInMemory> rowsInMemory;
  llvm::DenseMap<mlir::Value, mlir::Value> splatElements;
  /// The buffers of splats and broadcast reads with the loops that fill them for readers other
  /// than elementwise ops; eraseUnreadFills drops those no such reader needs.
  llvm::SmallVector<std::pair<mlir::Value, mlir::Operation *>> fillsForOtherReaders;
  llvm::DenseMap<mlir::Value, BroadcastRead> broadcastReads;
  void eraseUnreadFills();
  llvm::DenseMap<mlir::Operation *, int32_t> locationIds;
  mlir::Value scratch;
  mlir::Value argumentSlots;
  mlir::Value contextAddress;
  mlir::Value blockCoordinates[6];
  /// Ops that create frame storage are inserted at the start of the function.
  mlir::Block *entryBlock = nullptr;
  unsigned constantCount = 0;
};

} // namespace tilec::cpu

#endif // TILEC_LIB_CONVERSION_CUDATILETOCPU_KERNELLOWERING_H
