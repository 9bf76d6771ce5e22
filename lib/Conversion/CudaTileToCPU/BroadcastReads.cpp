//===- BroadcastReads.cpp - elementwise loops reading broadcast sources ---===//
//
// A broadcast that repeats its source's rows ([R, 1] -> [R, C]) or its whole source ([1, C] ->
// [R, C]) is not copied out for elementwise ops: they read element i / C or i % C of the source
// (KernelLowering::setBroadcastRead, lowerBroadcast in ShapeToCPU.cpp), which saves writing and
// reading back a tile per broadcast (attention's row maxima and rescaling factors were copied to
// 16-32 KiB tiles every key block). Those indices do not vectorize in a loop over i, so once the
// loops are fused (ElementwiseFusion.cpp) and versioned for direct stores (DirectStores.cpp),
// each loop that reads a broadcast source runs in strips of C elements, i = o + c: the source's
// index is then o / C for the whole strip, or o % C + c, consecutive.
//
//===----------------------------------------------------------------------===//
#include "KernelLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;

namespace tilec::cpu {

namespace {

/// The divisor of a broadcast index op (kBroadcastIndexAttr), a constant.
int64_t getBroadcastDivisor(Operation *position) {
  return *getConstantIntValue(position->getOperand(1));
}

/// Runs `loop` (an elementwise loop of N iterations) as N / E strips of E iterations, E the
/// least divisor of the broadcast reads of element i (iteration i = o + c for the strip at o
/// and c in [0, E)), where every divisor is a multiple of E and E divides N.
void stripMine(scf::ForOp loop) {
  std::optional<int64_t> trips = getTripCount(loop);
  Value index = loop.getInductionVar();
  SmallVector<int64_t> divisors;
  for (Operation *user : index.getUsers())
    if (user->hasAttr(kBroadcastIndexAttr) && user->getOperand(0) == index)
      divisors.push_back(getBroadcastDivisor(user));
  if (!trips || divisors.empty())
    return;
  int64_t strip = *llvm::min_element(divisors);
  if (strip <= 0 || *trips % strip != 0 ||
      llvm::any_of(divisors, [&](int64_t divisor) { return divisor % strip != 0; }))
    return;
  OpBuilder builder(loop);
  Location loc = loop.getLoc();
  auto constant = [&](int64_t value) -> Value {
    return arith::ConstantIndexOp::create(builder, loc, value);
  };
  auto strips = scf::ForOp::create(builder, loc, constant(0), constant(*trips), constant(strip));
  builder.setInsertionPointToStart(strips.getBody());
  auto elements = scf::ForOp::create(builder, loc, constant(0), constant(strip), constant(1));
  builder.setInsertionPointToStart(elements.getBody());
  auto element =
      arith::AddIOp::create(builder, loc, strips.getInductionVar(), elements.getInductionVar());
  element->setAttr(kStripIndexAttr, builder.getI64IntegerAttr(strip));
  index.replaceAllUsesWith(element);
  Block *body = loop.getBody();
  body->getTerminator()->erase();
  elements.getBody()->getOperations().splice(elements.getBody()->getTerminator()->getIterator(),
                                             body->getOperations());
  loop.erase();
}

/// A broadcast index op of element o + c of a strip of E elements (kStripIndexAttr) whose
/// divisor K is a multiple of E: (o + c) / K is o / K and (o + c) % K is o % K + c, since o %
/// K is a multiple of E below K and c < E. The strip's part is then the same for all its
/// elements, which is what lets LLVM read a repeated row's element once per strip and the
/// elements of a repeated row as one vector.
void simplifyBroadcastIndex(Operation *position) {
  auto element = position->getOperand(0).getDefiningOp<arith::AddIOp>();
  if (!element || !element->hasAttr(kStripIndexAttr))
    return;
  int64_t strip = cast<IntegerAttr>(element->getAttr(kStripIndexAttr)).getInt();
  if (getBroadcastDivisor(position) % strip != 0)
    return;
  OpBuilder builder(position);
  Location loc = position->getLoc();
  Value first = element.getLhs(), offset = element.getRhs(), divisor = position->getOperand(1);
  Value simplified;
  if (isa<arith::DivUIOp>(position))
    simplified = arith::DivUIOp::create(builder, loc, first, divisor);
  else
    simplified = arith::AddIOp::create(
        builder, loc, arith::RemUIOp::create(builder, loc, first, divisor), offset);
  position->getResult(0).replaceAllUsesWith(simplified);
  position->erase();
}

} // namespace

void stripMineBroadcastReads(Operation *function) {
  SmallVector<scf::ForOp> loops;
  function->walk([&](scf::ForOp loop) {
    if (isElementwiseLoop(loop))
      loops.push_back(loop);
  });
  for (scf::ForOp loop : loops)
    stripMine(loop);
  SmallVector<Operation *> positions;
  function->walk([&](Operation *op) {
    if (op->hasAttr(kBroadcastIndexAttr))
      positions.push_back(op);
  });
  for (Operation *position : positions)
    simplifyBroadcastIndex(position);
}

} // namespace tilec::cpu
