//===- TinytcPrinter.cpp - writes tinytc dialect IR in the language's syntax ===//
//
// Named values keep their identifiers (from their NameLoc); unnamed ones are numbered per
// function in order of definition. Floating constants are written as C hexadecimal floats so
// that every value survives the round trip exactly.
//
//===----------------------------------------------------------------------===//
#include "tilec/Frontend/Tinytc/TinytcFrontend.h"

#include "tilec/Dialect/Tinytc/TinytcOps.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/TypeSwitch.h"

#include <cmath>
#include <cstdio>

using namespace mlir;
using namespace tilec::tinytc;

namespace {

class Printer {
public:
  explicit Printer(raw_ostream &os) : os(os) {}
  void printFunction(FuncOp func);

private:
  raw_ostream &os;
  llvm::DenseMap<Value, std::string> names;
  llvm::StringSet<> usedNames;
  unsigned nextSlot = 0;
  unsigned indent = 0;

  static StringRef nameFromLoc(Location loc) {
    if (auto name = dyn_cast<NameLoc>(loc))
      return name.getName().getValue();
    return "";
  }
  /// Binds a fresh name to a newly defined value.
  void bind(Value value, StringRef name) {
    if (name.empty()) {
      names[value] = std::to_string(nextSlot++);
      return;
    }
    names[value] = name.str();
  }
  void bindResults(Operation *op) {
    Location loc = op->getLoc();
    for (OpResult result : op->getResults()) {
      StringRef name;
      if (auto fused = dyn_cast<FusedLoc>(loc)) {
        if (result.getResultNumber() < fused.getLocations().size())
          name = nameFromLoc(fused.getLocations()[result.getResultNumber()]);
      } else {
        name = nameFromLoc(loc);
      }
      bind(result, name);
    }
  }
  void bindArguments(Block &block) {
    for (BlockArgument arg : block.getArguments())
      bind(arg, nameFromLoc(arg.getLoc()));
  }
  std::string v(Value value) {
    auto it = names.find(value);
    return "%" + (it == names.end() ? std::string("<<unknown>>") : it->second);
  }
  std::string list(ValueRange values, StringRef separator = ", ") {
    std::string text;
    for (auto [i, value] : llvm::enumerate(values))
      text += (i ? separator.str() : "") + v(value);
    return text;
  }
  /// An index list whose constant entries live in `statics` (see LoadOp's static_indices).
  std::string indexList(ValueRange values, std::optional<ArrayRef<int64_t>> statics) {
    if (!statics)
      return list(values);
    std::string text;
    llvm::raw_string_ostream out(text);
    unsigned dynamic = 0;
    llvm::interleave(
        *statics, out,
        [&](int64_t index) {
          if (index != ShapedType::kDynamic)
            out << index;
          else if (dynamic < values.size()) // unverified IR may lack operands
            out << v(values[dynamic++]);
          else
            out << "<<missing>>";
        },
        ", ");
    return text;
  }
  /// Identifier lists of loop headers are written without blanks, as in the reference's examples.
  std::string tight(ValueRange values) { return list(values, ","); }
  std::string t(Type type) { return tinytcTypeString(type); }

  void newline() { os << "\n" << std::string(indent * 4, ' '); }
  void printRegion(Region &region);
  void printOp(Operation *op);
  void printAttribute(Attribute attr);
  void printDictionary(DictionaryAttr dict);
  void printFloat(double value);
};

void Printer::printFloat(double value) {
  if (std::isnan(value)) {
    os << (std::signbit(value) ? "-nan" : "nan");
    return;
  }
  if (std::isinf(value)) {
    os << (value < 0 ? "-inf" : "inf");
    return;
  }
  char text[64];
  std::snprintf(text, sizeof(text), "%a", value);
  os << text;
}

void Printer::printAttribute(Attribute attr) {
  if (auto b = dyn_cast<BoolAttr>(attr)) {
    os << (b.getValue() ? "true" : "false");
  } else if (auto i = dyn_cast<IntegerAttr>(attr)) {
    os << i.getInt();
  } else if (auto s = dyn_cast<StringAttr>(attr)) {
    os << '"' << s.getValue() << '"';
  } else if (auto array = dyn_cast<ArrayAttr>(attr)) {
    os << '[';
    llvm::interleave(array, os, [&](Attribute a) { printAttribute(a); }, ", ");
    os << ']';
  } else if (auto dict = dyn_cast<DictionaryAttr>(attr)) {
    printDictionary(dict);
  } else {
    attr.print(os);
  }
}

void Printer::printDictionary(DictionaryAttr dict) {
  static const llvm::StringSet<> known = {"alignment", "shape_gcd", "stride_gcd",
                                          "subgroup_size", "unroll", "work_group_size"};
  os << '{';
  llvm::interleave(
      dict, os,
      [&](NamedAttribute entry) {
        StringRef name = entry.getName().getValue();
        if (known.contains(name))
          os << name;
        else
          os << '"' << name << '"';
        os << '=';
        printAttribute(entry.getValue());
      },
      ",");
  os << '}';
}

void Printer::printFunction(FuncOp func) {
  names.clear();
  nextSlot = 0;
  indent = 0;
  Block &body = func.getBody().front();
  bindArguments(body);
  os << "func @" << func.getSymName() << "(";
  // As tinytc's own printer does: one parameter per line, aligned under the first one.
  std::string separator = ",\n" + std::string(StringRef("func @(").size(), ' ') +
                          std::string(func.getSymName().size(), ' ');
  std::optional<ArrayAttr> argAttrs = func.getArgAttrs();
  for (BlockArgument arg : body.getArguments()) {
    if (arg.getArgNumber())
      os << separator;
    os << v(arg) << ": " << t(arg.getType());
    if (argAttrs)
      if (auto dict = dyn_cast<DictionaryAttr>((*argAttrs)[arg.getArgNumber()]);
          dict && !dict.empty()) {
        os << ' ';
        printDictionary(dict);
      }
  }
  os << ")";
  if (DictionaryAttr attrs = func.getFunctionAttrsAttr()) {
    os << " attributes ";
    printDictionary(attrs);
  }
  os << ' ';
  printRegion(func.getBody());
  os << "\n";
}

void Printer::printRegion(Region &region) {
  os << '{';
  ++indent;
  for (Operation &op : region.front()) {
    newline();
    printOp(&op);
  }
  --indent;
  newline();
  os << '}';
}

static std::string modifier(bool set, StringRef text) {
  return set ? ("." + text).str() : std::string();
}
static std::string modifier(std::optional<StringRef> text) {
  return text ? ("." + *text).str() : std::string();
}
static std::string transpose(bool t) { return t ? ".t" : ".n"; }

void Printer::printOp(Operation *op) {
  // Loop variables and other block arguments are bound before the instruction's results, in
  // the order the text defines them.
  auto printResults = [&]() {
    if (op->getNumResults() == 0)
      return;
    bindResults(op);
    os << list(op->getResults()) << " = ";
  };
  if (auto forOp = dyn_cast<ForOp>(op)) {
    // Results are named after the region in the text, but numbering of unnamed values follows
    // definition order; bind the region's arguments first.
    bindArguments(forOp.getBody().front());
    printResults();
    Block &body = forOp.getBody().front();
    os << "for " << v(body.getArgument(0)) << "=" << v(forOp.getFrom()) << ","
       << v(forOp.getTo());
    if (forOp.getStep())
      os << "," << v(forOp.getStep());
    if (!forOp.getInit().empty()) {
      os << " init(";
      for (auto [i, init] : llvm::enumerate(forOp.getInit()))
        os << (i ? "," : "") << v(body.getArgument(i + 1)) << "=" << v(init);
      os << ") -> (";
      llvm::interleave(forOp.getResultTypes(), os, [&](Type type) { os << t(type); }, ",");
      os << ")";
    }
    os << ' ';
    printRegion(forOp.getBody());
    if (DictionaryAttr attrs = forOp.getLoopAttrsAttr()) {
      os << " attributes ";
      printDictionary(attrs);
    }
    return;
  }
  printResults();
  auto resultType = [&]() { return " : " + t(op->getResult(0).getType()); };
  llvm::TypeSwitch<Operation *>(op)
      .Case([&](AllocaOp o) {
        os << "alloca";
        if (std::optional<uint64_t> alignment = o.getAlignment())
          os << " {alignment=" << int64_t(*alignment) << "}";
        os << resultType();
      })
      .Case([&](AxpbyOp o) {
        os << "axpby" << modifier(o.getAtomic(), "atomic") << transpose(o.getTransA()) << ' '
           << list(o->getOperands());
      })
      .Case([&](SumOp o) {
        os << "sum" << modifier(o.getAtomic(), "atomic") << transpose(o.getTransA()) << ' '
           << list(o->getOperands());
      })
      .Case([&](CumsumOp o) {
        os << "cumsum" << modifier(o.getAtomic(), "atomic") << ' ' << v(o.getAlpha()) << ", "
           << v(o.getA()) << ", " << int64_t(o.getMode()) << ", " << v(o.getBeta()) << ", "
           << v(o.getB());
      })
      .Case([&](GemmOp o) {
        os << "gemm" << modifier(o.getAtomic(), "atomic") << transpose(o.getTransA())
           << transpose(o.getTransB()) << ' ' << list(o->getOperands());
      })
      .Case([&](GemvOp o) {
        os << "gemv" << modifier(o.getAtomic(), "atomic") << transpose(o.getTransA()) << ' '
           << list(o->getOperands());
      })
      .Case([&](GerOp o) {
        os << "ger" << modifier(o.getAtomic(), "atomic") << ' ' << list(o->getOperands());
      })
      .Case([&](HadamardOp o) {
        os << "hadamard" << modifier(o.getAtomic(), "atomic") << ' ' << list(o->getOperands());
      })
      .Case([&](ForeachOp o) {
        Block &body = o.getBody().front();
        bindArguments(body);
        os << "foreach (" << tight(body.getArguments()) << ")=(" << tight(o.getFrom()) << "),("
           << tight(o.getTo()) << ") ";
        printRegion(o.getBody());
      })
      .Case([&](ForeachTileOp o) {
        Block &body = o.getBody().front();
        bindArguments(body);
        size_t n = o.getFrom().size();
        os << "foreach_tile (" << tight(body.getArguments().take_front(n)) << ")=("
           << tight(o.getFrom()) << "),(" << tight(o.getTo()) << ") as ("
           << tight(body.getArguments().drop_front(n)) << ")<=(";
        llvm::interleave(o.getTileShape(), os, ",");
        os << ") ";
        printRegion(o.getBody());
      })
      .Case([&](ParallelOp o) {
        os << "parallel ";
        printRegion(o.getBody());
      })
      .Case([&](LifetimeStopOp o) { os << "lifetime_stop " << v(o.getObject()); })
      .Case([&](ArithOp o) {
        os << o.getKind() << ' ' << v(o.getLhs()) << ", " << v(o.getRhs()) << resultType();
      })
      .Case([&](ArithUnaryOp o) { os << o.getKind() << ' ' << v(o.getOperand()) << resultType(); })
      .Case([&](MathOp o) { os << o.getKind() << ' ' << v(o.getOperand()) << resultType(); })
      .Case([&](CompareOp o) {
        os << o.getKind() << ' ' << v(o.getLhs()) << ", " << v(o.getRhs()) << resultType();
      })
      .Case([&](BuiltinOp o) { os << o.getKind() << resultType(); })
      .Case([&](AssociatedOp o) { os << "associated " << v(o.getObject()) << resultType(); })
      .Case([&](CastOp o) { os << "cast " << v(o.getOperand()) << resultType(); })
      .Case([&](ConstantOp o) {
        os << "constant ";
        Attribute value = o.getValue();
        if (auto real = dyn_cast<FloatAttr>(value)) {
          printFloat(real.getValueAsDouble());
        } else if (auto pair = dyn_cast<ArrayAttr>(value); pair && pair.size() == 2) {
          os << '[';
          printFloat(cast<FloatAttr>(pair[0]).getValueAsDouble());
          os << ", ";
          printFloat(cast<FloatAttr>(pair[1]).getValueAsDouble());
          os << ']';
        } else {
          printAttribute(value);
        }
        os << resultType();
      })
      .Case([&](BarrierOp o) {
        os << "barrier" << modifier(o.getGlobal(), "global") << modifier(o.getLocal(), "local");
      })
      .Case([&](LoadOp o) {
        os << "load " << v(o.getObject()) << '[' << indexList(o.getIndices(), o.getStaticIndices()) << ']' << resultType();
      })
      .Case([&](StoreOp o) {
        os << "store " << v(o.getValue()) << ", " << v(o.getObject()) << '['
           << indexList(o.getIndices(), o.getStaticIndices()) << ']';
      })
      .Case([&](AtomicLoadOp o) {
        os << "atomic_load" << modifier(o.getScope()) << modifier(o.getSemantics()) << ' '
           << v(o.getObject()) << '[' << indexList(o.getIndices(), o.getStaticIndices()) << ']' << resultType();
      })
      .Case([&](AtomicStoreOp o) {
        os << "atomic_store" << modifier(o.getScope()) << modifier(o.getSemantics()) << ' '
           << v(o.getValue()) << ", " << v(o.getObject()) << '[' << indexList(o.getIndices(), o.getStaticIndices()) << ']';
      })
      .Case([&](AtomicUpdateOp o) {
        os << o.getKind() << modifier(o.getScope()) << modifier(o.getSemantics()) << ' '
           << v(o.getValue()) << ", " << v(o.getObject()) << '[' << indexList(o.getIndices(), o.getStaticIndices()) << ']'
           << resultType();
      })
      .Case([&](ExpandOp o) {
        os << "expand " << v(o.getOperand()) << '[' << int64_t(o.getMode()) << "->";
        unsigned dynamic = 0;
        llvm::interleave(
            o.getStaticExpandShape(), os,
            [&](int64_t size) {
              if (size == ShapedType::kDynamic)
                os << v(o.getExpandShape()[dynamic++]);
              else
                os << size;
            },
            " x ");
        os << ']' << resultType();
      })
      .Case([&](FuseOp o) {
        os << "fuse " << v(o.getOperand()) << '[' << int64_t(o.getFrom()) << ','
           << int64_t(o.getTo()) << ']' << resultType();
      })
      .Case([&](SubviewOp o) {
        os << "subview " << v(o.getOperand()) << '[';
        unsigned dynOffset = 0, dynSize = 0;
        for (size_t i = 0; i < o.getStaticOffsets().size(); ++i) {
          if (i)
            os << ',';
          int64_t offset = o.getStaticOffsets()[i], size = o.getStaticSizes()[i];
          if (offset == ShapedType::kDynamic)
            os << v(o.getOffsets()[dynOffset++]);
          else
            os << offset;
          if (size == 0)
            continue;
          os << ':';
          if (size == ShapedType::kDynamic)
            os << v(o.getSizes()[dynSize++]);
          else
            os << size;
        }
        os << ']' << resultType();
      })
      .Case([&](SizeOp o) {
        os << "size " << v(o.getOperand()) << '[' << int64_t(o.getMode()) << ']' << resultType();
      })
      .Case([&](IfOp o) {
        os << "if " << v(o.getCondition());
        if (o.getNumResults()) {
          os << " -> (";
          llvm::interleave(o.getResultTypes(), os, [&](Type type) { os << t(type); }, ",");
          os << ")";
        }
        os << ' ';
        printRegion(o.getThenRegion());
        if (!o.getElseRegion().empty()) {
          os << " else ";
          printRegion(o.getElseRegion());
        }
      })
      .Case([&](YieldOp o) { os << "yield (" << list(o.getValues()) << ")"; })
      .Case([&](CoopApplyOp o) {
        Block &body = o.getBody().front();
        bindArguments(body);
        os << "cooperative_matrix_apply (" << tight(body.getArguments())
           << ")=" << v(o.getMatrix()) << " -> " << t(o.getType()) << ' ';
        printRegion(o.getBody());
      })
      .Case([&](CoopConstructOp o) {
        os << "cooperative_matrix_construct " << v(o.getValue()) << resultType();
      })
      .Case([&](CoopExtractOp o) {
        os << "cooperative_matrix_extract " << v(o.getMatrix()) << '[' << int64_t(o.getIndex())
           << ']' << resultType();
      })
      .Case([&](CoopInsertOp o) {
        os << "cooperative_matrix_insert " << v(o.getValue()) << ", " << v(o.getMatrix()) << '['
           << int64_t(o.getIndex()) << ']' << resultType();
      })
      .Case([&](CoopLoadOp o) {
        os << "cooperative_matrix_load" << modifier(o.getTranspose(), "t")
           << modifier(o.getChecked()) << ' ' << v(o.getMemref()) << '[' << v(o.getX()) << ","
           << v(o.getY()) << ']' << resultType();
      })
      .Case([&](CoopStoreOp o) {
        os << "cooperative_matrix_store" << modifier(o.getTranspose(), "t")
           << modifier(o.getChecked()) << ' ' << v(o.getMatrix()) << ", " << v(o.getMemref())
           << '[' << v(o.getX()) << "," << v(o.getY()) << ']';
      })
      .Case([&](CoopAtomicLoadOp o) {
        os << "cooperative_matrix_atomic_load" << modifier(o.getTranspose(), "t")
           << modifier(o.getChecked()) << modifier(o.getScope()) << modifier(o.getSemantics())
           << ' ' << v(o.getMemref()) << '[' << v(o.getX()) << "," << v(o.getY()) << ']'
           << resultType();
      })
      .Case([&](CoopAtomicStoreOp o) {
        os << "cooperative_matrix_atomic_store" << modifier(o.getTranspose(), "t")
           << modifier(o.getChecked()) << modifier(o.getScope()) << modifier(o.getSemantics())
           << ' ' << v(o.getMatrix()) << ", " << v(o.getMemref()) << '[' << v(o.getX()) << ","
           << v(o.getY()) << ']';
      })
      .Case([&](CoopAtomicUpdateOp o) {
        os << o.getKind() << modifier(o.getTranspose(), "t") << modifier(o.getChecked())
           << modifier(o.getScope()) << modifier(o.getSemantics()) << ' ' << v(o.getMatrix())
           << ", " << v(o.getMemref()) << '[' << v(o.getX()) << "," << v(o.getY()) << ']'
           << resultType();
      })
      .Case([&](CoopMulAddOp o) {
        os << "cooperative_matrix_mul_add " << list(o->getOperands()) << resultType();
      })
      .Case([&](CoopPrefetchOp o) {
        os << "cooperative_matrix_prefetch " << int64_t(o.getCacheLevel()) << ", "
           << v(o.getMemref()) << '[' << v(o.getX()) << "," << v(o.getY()) << "], "
           << int64_t(o.getRows()) << ", " << int64_t(o.getCols());
      })
      .Case([&](CoopReduceOp o) {
        os << o.getKind() << '.' << o.getReduceMode() << ' ' << v(o.getMatrix()) << resultType();
      })
      .Case([&](CoopScaleOp o) {
        os << "cooperative_matrix_scale " << v(o.getScalar()) << ", " << v(o.getMatrix())
           << resultType();
      })
      .Case([&](SubgroupBroadcastOp o) {
        os << "subgroup_broadcast " << v(o.getValue()) << ", " << v(o.getLane()) << resultType();
      })
      .Case([&](SubgroupOperationOp o) {
        os << o.getKind() << ' ' << v(o.getOperand()) << resultType();
      })
      .Default([&](Operation *other) { os << "; unsupported operation " << other->getName(); });
}

} // namespace

void tilec::tinytc::printTinytc(ModuleOp module, raw_ostream &os) {
  Printer printer(os);
  bool first = true;
  for (auto func : module.getOps<FuncOp>()) {
    if (!first)
      os << "\n";
    first = false;
    printer.printFunction(func);
  }
}
