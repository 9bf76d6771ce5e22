//===- InterpreterFuzzer.cpp - libFuzzer target for the reference interpreter ----===//
//
// Parses arbitrary bytes as Tile IR, verifies them, and runs every entry and testing$func of
// whatever verified in the reference interpreter, in checked and in unchecked mode, with
// arguments made up from the parameter types. A kernel may fail with a checked error; any crash,
// hang, out-of-memory or sanitizer report is a bug: the interpreter must answer every verified
// program with a result or a precise error.
//
//===----------------------------------------------------------------------===//
#include "tilec/Dialect/CudaTile/CudaTileDialect.h"
#include "tilec/Dialect/CudaTile/CudaTileFloatOps.h"
#include "tilec/Dialect/CudaTile/CudaTileIntegerOps.h"
#include "tilec/Dialect/CudaTile/CudaTileModuleOps.h"
#include "tilec/Dialect/CudaTile/CudaTileTypes.h"
#include "tilec/Interpreter/Interpreter.h"
#include "tilec/Interpreter/KernelArguments.h"
#include "tilec/Interpreter/SourceProgram.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>

using namespace mlir;
using namespace tilec;
using namespace tilec::interp;

namespace {

/// Bounds every run: a loop that never ends is valid Tile IR. Each operation's work grows with
/// its tiles (up to 2^24 elements), so kernels with large tiles get fewer operations: about
/// kElementBudget element steps per run keep most inputs well under a second, and even the
/// largest tiles get kMinOperations, enough for straight-line kernels.
constexpr uint64_t kOperationLimit = 100000;
constexpr uint64_t kMinOperations = 100;
constexpr uint64_t kElementBudget = uint64_t(1) << 24;

/// Scalar literals an argument may get; which one depends on the input, so that the corpus can
/// reach different paths (zero divisors, negative offsets, ...) without a second input format.
constexpr const char *kIntegerLiterals[] = {"1", "0", "3", "-1", "64", "7"};
constexpr const char *kFloatLiterals[] = {"1.5", "0", "-2", "nan", "inf", "1e-40"};

/// The argument spec for one parameter, or nothing when no host value fits it.
std::optional<std::string> makeArgument(Type type, uint64_t seed) {
  if (isa<cuda_tile::TokenType>(type))
    return std::string("token");
  auto tileType = dyn_cast<cuda_tile::TileType>(type);
  if (!tileType)
    return std::nullopt;
  Type elementType = tileType.getElementType();
  if (auto pointer = dyn_cast<cuda_tile::PointerType>(elementType)) {
    std::optional<runtime::ScalarKind> kind = getScalarKind(pointer.getPointeeType());
    if (!kind)
      return std::nullopt;
    return "rand:" + runtime::getScalarKindName(*kind).str() + ":64:" + std::to_string(seed % 1000);
  }
  if (tileType.getRank() == 0) {
    if (elementType.isInteger(1))
      return std::string(seed % 2 ? "true" : "false");
    if (isa<IntegerType>(elementType))
      return std::string(kIntegerLiterals[seed % std::size(kIntegerLiterals)]);
    return std::string(kFloatLiterals[seed % std::size(kFloatLiterals)]);
  }
  std::optional<runtime::ScalarKind> kind = getScalarKind(elementType);
  if (!kind)
    return std::nullopt;
  std::string spec = "rand:" + runtime::getScalarKindName(*kind).str() + ":";
  for (auto [index, extent] : llvm::enumerate(tileType.getShape()))
    spec += (index ? "x" : "") + std::to_string(extent);
  return spec + ":" + std::to_string(seed % 1000);
}

/// FNV-1a: stable across runs (llvm::hash_value is seeded per process), so that a crashing input
/// reproduces with the same arguments.
uint64_t hashBytes(llvm::StringRef bytes, uint64_t hash = 14695981039346656037ull) {
  for (unsigned char byte : bytes)
    hash = (hash ^ byte) * 1099511628211ull;
  return hash;
}

int64_t getNumElements(Type type) {
  auto tile = dyn_cast<cuda_tile::TileType>(type);
  return tile ? tile.getNumElements() : 1;
}

/// The most element steps one operation of `kernel` may take: its largest tile, or M*N*K for a
/// matrix multiply.
uint64_t getLargestOperationCost(Operation *kernel) {
  uint64_t largest = 1;
  kernel->walk([&](Operation *op) {
    uint64_t cost = 1;
    for (Type type : llvm::concat<const Type>(op->getOperandTypes(), op->getResultTypes()))
      cost = std::max<uint64_t>(cost, getNumElements(type));
    if (isa<cuda_tile::MmaFOp, cuda_tile::MmaIOp>(op)) {
      auto rhs = cast<cuda_tile::TileType>(op->getOperand(1).getType());
      cost = getNumElements(op->getOperand(0).getType()) * rhs.getShape().back();
    }
    largest = std::max(largest, cost);
  });
  return largest;
}

void runKernel(const SourceProgram &program, Operation *kernel, uint64_t seed, bool checked) {
  Interpreter interpreter(kernel->getParentOfType<cuda_tile::TileModuleOp>());
  llvm::SmallVector<KernelParameter> parameters = program.getParameters(kernel);
  llvm::SmallVector<std::string> specs;
  for (auto [index, parameter] : llvm::enumerate(parameters)) {
    std::optional<std::string> spec =
        makeArgument(parameter.type, hashBytes(std::to_string(index), seed));
    if (!spec)
      return;
    specs.push_back(*spec);
  }
  auto arguments = KernelArguments::bind(interpreter, parameters, specs);
  if (!arguments) {
    llvm::consumeError(arguments.takeError());
    return;
  }
  LaunchOptions options;
  options.grid = {2, 1, 1};
  options.output = &llvm::nulls();
  options.checked = checked;
  options.operationLimit = std::clamp<uint64_t>(kElementBudget / getLargestOperationCost(kernel),
                                                kMinOperations, kOperationLimit);
  if (isa<cuda_tile::TestingFuncOp>(kernel))
    (void)interpreter.call(kernel, (*arguments)->getValues(), options);
  else
    (void)interpreter.launch(kernel, (*arguments)->getValues(), options);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static MLIRContext *context = [] {
    auto *ctx = new MLIRContext(MLIRContext::Threading::DISABLED);
    ctx->loadDialect<cuda_tile::CudaTileDialect>();
    // Parse errors and checked run-time errors are expected; keep them off the terminal, and do
    // not spend time printing the failing operation into each of them.
    ctx->printOpOnDiagnostic(false);
    ctx->getDiagEngine().registerHandler([](Diagnostic &) { return success(); });
    return ctx;
  }();

  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, "fuzz"), llvm::SMLoc());
  FailureOr<std::unique_ptr<SourceProgram>> program = SourceProgram::parse(sourceMgr, context);
  if (failed(program))
    return 0;
  uint64_t seed = hashBytes(text);
  for (Operation *kernel : (*program)->getKernels()) {
    runKernel(**program, kernel, seed, /*checked=*/true);
    runKernel(**program, kernel, seed, /*checked=*/false);
  }
  return 0;
}
