//===- TinytcParser.cpp - recursive-descent parser of the tinytc language ===//
//
// Builds tinytc dialect operations directly. The parser checks syntax and name binding
// (undefined or redefined identifiers); every type rule is left to the dialect's verifiers, so
// MLIR's generic form is checked by the same code.
//
//===----------------------------------------------------------------------===//
#include "tilec/Frontend/Tinytc/TinytcFrontend.h"

#include "TinytcLexer.h"
#include "tilec/Dialect/Tinytc/TinytcOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace tilec::tinytc;

namespace {

/// Instruction modifiers (`.atomic`, `.t`, `.rows_checked`, ...), in any order, each at most once.
struct Modifiers {
  bool atomic = false, global = false, local = false;
  SmallVector<bool, 2> transposes; // true for .t, false for .n
  std::optional<std::string> checked, scope, semantics, component, reduceMode;
};

/// Which modifiers an instruction accepts.
enum ModifierSet : unsigned {
  kAtomic = 1, kTranspose = 2, kTranspose2 = 4, kChecked = 8, kScope = 16, kSemantics = 32,
  kFences = 64, kComponent = 128, kReduceMode = 256,
};

class Parser {
public:
  Parser(llvm::SourceMgr &sourceMgr, MLIRContext *context)
      : sourceMgr(sourceMgr), context(context), builder(context),
        buffer(sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())->getBuffer()),
        lexer(buffer) {
    fileName = StringAttr::get(
        context, sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())->getBufferIdentifier());
  }

  OwningOpRef<ModuleOp> parseProgram();

private:
  llvm::SourceMgr &sourceMgr;
  MLIRContext *context;
  OpBuilder builder;
  StringRef buffer;
  Lexer lexer;
  Token tok;
  StringAttr fileName;
  struct Binding {
    Value value;
    size_t offset;
  };
  SmallVector<llvm::StringMap<Binding>> scopes;
  /// Nesting of regions and attributes; bounded so that hostile input cannot exhaust the stack.
  unsigned depth = 0;
  static constexpr unsigned kMaxDepth = 200;
  struct DepthGuard {
    unsigned &depth;
    explicit DepthGuard(unsigned &depth) : depth(depth) { ++depth; }
    ~DepthGuard() { --depth; }
  };

  //===--- tokens and diagnostics ---===//
  void advance() { tok = lexer.next(); }
  Location locAt(size_t offset) {
    auto [line, col] = sourceMgr.getLineAndColumn(
        llvm::SMLoc::getFromPointer(buffer.data() + std::min(offset, buffer.size())));
    return FileLineColLoc::get(fileName, line, col);
  }
  bool errorAt(size_t offset, const Twine &message) {
    mlir::emitError(locAt(offset)) << message.str();
    return false;
  }
  bool error(const Twine &message) {
    if (tok.is(TokenKind::Error))
      return errorAt(tok.begin, tok.text);
    return errorAt(tok.begin, message);
  }
  std::string describe() const {
    switch (tok.kind) {
    case TokenKind::Eof:
      return "end of input";
    case TokenKind::LocalId:
      return "'%" + tok.text + "'";
    case TokenKind::GlobalId:
      return "'@" + tok.text + "'";
    case TokenKind::String:
      return "\"" + tok.text + "\"";
    default:
      return "'" + tok.text + "'";
    }
  }
  bool expectPunct(StringRef p) {
    if (!tok.isPunct(p))
      return error("expected '" + p + "', got " + describe());
    advance();
    return true;
  }
  bool consumePunct(StringRef p) {
    if (!tok.isPunct(p))
      return false;
    advance();
    return true;
  }
  bool expectWord(StringRef w) {
    if (!tok.isWord(w))
      return error("expected '" + w + "', got " + describe());
    advance();
    return true;
  }

  //===--- names ---===//
  Location nameLoc(StringRef name, size_t offset) {
    // Unnamed identifiers (%0) keep an empty name: the printer numbers them.
    bool unnamed = !name.empty() && llvm::isDigit(name.front());
    return NameLoc::get(StringAttr::get(context, unnamed ? "" : name), locAt(offset));
  }
  bool define(StringRef name, size_t offset, Value value) {
    for (auto &scope : scopes)
      if (auto it = scope.find(name); it != scope.end()) {
        auto [line, col] = sourceMgr.getLineAndColumn(
            llvm::SMLoc::getFromPointer(buffer.data() + it->second.offset));
        return errorAt(offset, "identifier %" + name + " is already defined at line " +
                                   Twine(line) + ", column " + Twine(col));
      }
    scopes.back()[name] = {value, offset};
    return true;
  }
  bool parseOperand(Value &value) {
    if (!tok.is(TokenKind::LocalId))
      return error("expected a local identifier, got " + describe());
    for (auto &scope : llvm::reverse(scopes))
      if (auto it = scope.find(tok.text); it != scope.end()) {
        value = it->second.value;
        advance();
        return true;
      }
    return error("undefined identifier %" + tok.text);
  }
  bool parseOperandList(SmallVectorImpl<Value> &values) {
    do {
      Value value;
      if (!parseOperand(value))
        return false;
      values.push_back(value);
    } while (consumePunct(","));
    return true;
  }
  /// `[` [operands] `]`
  bool parseIndexList(SmallVectorImpl<Value> &values) {
    if (!expectPunct("["))
      return false;
    if (consumePunct("]"))
      return true;
    return parseOperandList(values) && expectPunct("]");
  }
  /// `[` [index *("," index)] `]` where an index is an operand or an integer constant
  /// (`load %0[5, %1]`). `statics` is left empty when every index is an operand; otherwise it
  /// lists every index, ShapedType::kDynamic standing for the next entry of `values`.
  bool parseMixedIndexList(SmallVectorImpl<Value> &values, SmallVectorImpl<int64_t> &statics) {
    if (!expectPunct("["))
      return false;
    if (consumePunct("]"))
      return true;
    bool anyConstant = false;
    SmallVector<int64_t> all;
    do {
      if (tok.is(TokenKind::Integer)) {
        if (tok.integer < 0)
          return error("an index must be non-negative, got " + Twine(tok.integer));
        all.push_back(tok.integer);
        anyConstant = true;
        advance();
        continue;
      }
      Value value;
      if (!parseOperand(value))
        return false;
      values.push_back(value);
      all.push_back(ShapedType::kDynamic);
    } while (consumePunct(","));
    if (anyConstant)
      statics.assign(all.begin(), all.end());
    return expectPunct("]");
  }
  /// A new local identifier (for lists of block arguments).
  bool parseNewName(std::pair<std::string, size_t> &name) {
    if (!tok.is(TokenKind::LocalId))
      return error("expected a local identifier, got " + describe());
    name = {tok.text, tok.begin};
    advance();
    return true;
  }
  bool parseNewNameList(SmallVectorImpl<std::pair<std::string, size_t>> &names) {
    do {
      std::pair<std::string, size_t> name;
      if (!parseNewName(name))
        return false;
      names.push_back(name);
    } while (consumePunct(","));
    return true;
  }

  //===--- constants, types, attributes ---===//
  bool parseInteger(int64_t &value) {
    if (!tok.is(TokenKind::Integer))
      return error("expected an integer constant, got " + describe());
    value = tok.integer;
    advance();
    return true;
  }
  bool parseType(Type &type) {
    size_t pos = tok.begin;
    std::string message;
    type = parseTinytcType(context, buffer, pos, message);
    if (!type)
      return errorAt(pos, message);
    lexer.resetTo(pos);
    advance();
    return true;
  }
  bool parseColonType(Type &type) { return expectPunct(":") && parseType(type); }
  bool parseAttribute(Attribute &attr);
  bool parseDictionary(DictionaryAttr &dict, bool parameterNames);

  //===--- structure ---===//
  bool parseFunction(ModuleOp module);
  /// `{` instructions `}` into `block`, in a new scope whose first names are `args`.
  bool parseRegionBody(Block &block,
                       ArrayRef<std::pair<std::string, size_t>> argNames = {});
  bool parseInstruction();
  bool parseModifiers(StringRef name, unsigned allowed, Modifiers &mods);
  Operation *parseInstructionBody(StringRef name, size_t nameOffset, Location loc,
                                  unsigned numResults);
  Operation *parseMemoryAccess(StringRef name, const Modifiers &mods, Location loc);
  Operation *parseCoopAccess(StringRef name, const Modifiers &mods, Location loc);
};

bool Parser::parseAttribute(Attribute &attr) {
  DepthGuard guard(depth);
  if (depth > kMaxDepth)
    return error("attributes are nested too deeply");
  if (tok.is(TokenKind::Integer)) {
    attr = builder.getI64IntegerAttr(tok.integer);
    advance();
    return true;
  }
  if (tok.isWord("true") || tok.isWord("false")) {
    attr = builder.getBoolAttr(tok.text == "true");
    advance();
    return true;
  }
  if (tok.is(TokenKind::String)) {
    attr = builder.getStringAttr(tok.text);
    advance();
    return true;
  }
  if (tok.isPunct("[")) {
    advance();
    SmallVector<Attribute> elements;
    if (!consumePunct("]")) {
      do {
        Attribute element;
        if (!parseAttribute(element))
          return false;
        elements.push_back(element);
      } while (consumePunct(","));
      if (!expectPunct("]"))
        return false;
    }
    attr = builder.getArrayAttr(elements);
    return true;
  }
  if (tok.isPunct("{")) {
    DictionaryAttr dict;
    if (!parseDictionary(dict, false))
      return false;
    attr = dict;
    return true;
  }
  return error("expected an attribute, got " + describe());
}

bool Parser::parseDictionary(DictionaryAttr &dict, bool) {
  if (!expectPunct("{"))
    return false;
  SmallVector<NamedAttribute> entries;
  llvm::StringSet<> seen;
  if (!consumePunct("}")) {
    do {
      size_t nameOffset = tok.begin;
      std::string name;
      if (tok.is(TokenKind::String)) {
        name = tok.text;
      } else if (tok.is(TokenKind::Word) &&
                 llvm::is_contained({"alignment", "shape_gcd", "stride_gcd", "subgroup_size",
                                     "unroll", "work_group_size"},
                                    tok.text)) {
        name = tok.text;
      } else {
        return error("expected an attribute name (alignment, shape_gcd, stride_gcd, "
                     "subgroup_size, unroll, work_group_size or a string), got " +
                     describe());
      }
      advance();
      if (!seen.insert(name).second)
        return errorAt(nameOffset, "attribute '" + name + "' is given twice");
      Attribute value;
      if (!expectPunct("=") || !parseAttribute(value))
        return false;
      entries.push_back(builder.getNamedAttr(name, value));
    } while (consumePunct(","));
    if (!expectPunct("}"))
      return false;
  }
  dict = builder.getDictionaryAttr(entries);
  return true;
}

OwningOpRef<ModuleOp> Parser::parseProgram() {
  OwningOpRef<ModuleOp> module = ModuleOp::create(locAt(0));
  advance();
  while (!tok.is(TokenKind::Eof)) {
    if (!parseFunction(*module))
      return nullptr;
  }
  return module;
}

bool Parser::parseFunction(ModuleOp module) {
  size_t start = tok.begin;
  if (!tok.isWord("func"))
    return error("expected 'func', got " + describe());
  advance();
  if (!tok.is(TokenKind::GlobalId))
    return error("expected a global identifier (@name), got " + describe());
  std::string name = tok.text;
  advance();
  for (auto other : module.getOps<FuncOp>())
    if (other.getSymName() == name)
      return errorAt(start, "function @" + name + " is already defined");
  if (!expectPunct("("))
    return false;
  SmallVector<std::pair<std::string, size_t>> argNames;
  SmallVector<Type> argTypes;
  SmallVector<Attribute> argAttrs;
  bool anyArgAttrs = false;
  if (!consumePunct(")")) {
    do {
      std::pair<std::string, size_t> argName;
      Type type;
      if (!parseNewName(argName) || !parseColonType(type))
        return false;
      if (isa<NoneType>(type))
        return errorAt(argName.second, "parameter %" + argName.first + " must not have void type");
      DictionaryAttr attrs = builder.getDictionaryAttr({});
      if (tok.isPunct("{")) {
        if (!parseDictionary(attrs, true))
          return false;
        anyArgAttrs = true;
      }
      argNames.push_back(argName);
      argTypes.push_back(type);
      argAttrs.push_back(attrs);
    } while (consumePunct(","));
    if (!expectPunct(")"))
      return false;
  }
  DictionaryAttr funcAttrs;
  if (tok.isWord("attributes")) {
    advance();
    if (!parseDictionary(funcAttrs, false))
      return false;
  }
  builder.setInsertionPointToEnd(module.getBody());
  auto func = FuncOp::create(builder, locAt(start), builder.getStringAttr(name),
                                     anyArgAttrs ? builder.getArrayAttr(argAttrs) : ArrayAttr(),
                                     funcAttrs);
  Block *body = new Block();
  func.getBody().push_back(body);
  for (size_t i = 0; i < argTypes.size(); ++i)
    body->addArgument(argTypes[i], nameLoc(argNames[i].first, argNames[i].second));
  scopes.clear();
  return parseRegionBody(*body, argNames);
}

bool Parser::parseRegionBody(Block &block, ArrayRef<std::pair<std::string, size_t>> argNames) {
  if (!tok.isPunct("{"))
    return error("expected '{' to begin a region, got " + describe());
  DepthGuard depthGuard(depth);
  if (depth > kMaxDepth)
    return error("regions are nested too deeply");
  advance();
  scopes.emplace_back();
  for (auto [i, name] : llvm::enumerate(argNames))
    if (!define(name.first, name.second, block.getArgument(i)))
      return false;
  OpBuilder::InsertionGuard guard(builder);
  while (!tok.isPunct("}")) {
    if (tok.is(TokenKind::Eof))
      return error("expected '}' to end the region, got end of input");
    builder.setInsertionPointToEnd(&block);
    if (!parseInstruction())
      return false;
  }
  advance();
  scopes.pop_back();
  return true;
}

bool Parser::parseInstruction() {
  size_t start = tok.begin;
  SmallVector<std::pair<std::string, size_t>> resultNames;
  if (tok.is(TokenKind::LocalId)) {
    if (!parseNewNameList(resultNames) || !expectPunct("="))
      return false;
  }
  if (!tok.is(TokenKind::Word))
    return error("expected an instruction, got " + describe());
  std::string name = tok.text;
  size_t nameOffset = tok.begin;
  advance();
  Location loc = locAt(start);
  if (!resultNames.empty()) {
    SmallVector<Location> names;
    for (auto &[n, offset] : resultNames)
      names.push_back(nameLoc(n, offset));
    loc = names.size() == 1 ? names.front() : FusedLoc::get(context, names);
  }
  Operation *op = parseInstructionBody(name, nameOffset, loc, resultNames.size());
  if (!op)
    return false;
  // `for` and `if` are multi-value instructions, whose assignment the grammar makes optional
  // (`[local-identifier-list "="] multi-value-instruction`): their results may go unnamed.
  bool optionalAssignment = resultNames.empty() && isa<ForOp, IfOp>(op);
  if (op->getNumResults() != resultNames.size() && !optionalAssignment) {
    if (resultNames.empty())
      return errorAt(start, "instruction '" + name + "' returns " +
                                Twine(op->getNumResults()) +
                                " value(s) that must be assigned to identifiers");
    return errorAt(start, "instruction '" + name + "' returns " + Twine(op->getNumResults()) +
                              " value(s) but " + Twine(resultNames.size()) +
                              " identifier(s) are assigned");
  }
  for (auto [i, n] : llvm::enumerate(resultNames))
    if (!define(n.first, n.second, op->getResult(i)))
      return false;
  return true;
}

bool Parser::parseModifiers(StringRef name, unsigned allowed, Modifiers &mods) {
  while (tok.isPunct(".")) {
    advance();
    if (!tok.is(TokenKind::Word))
      return error("expected an instruction modifier after '.', got " + describe());
    std::string m = tok.text;
    size_t offset = tok.begin;
    auto duplicate = [&]() { return errorAt(offset, "modifier ." + m + " given twice"); };
    bool accepted = true;
    if (m == "atomic" && (allowed & kAtomic)) {
      if (mods.atomic)
        return duplicate();
      mods.atomic = true;
    } else if ((m == "t" || m == "n") && (allowed & (kTranspose | kTranspose2))) {
      if (mods.transposes.size() >= ((allowed & kTranspose2) ? 2u : 1u))
        return errorAt(offset, "too many transpose modifiers for '" + name + "'");
      mods.transposes.push_back(m == "t");
    } else if ((m == "rows_checked" || m == "cols_checked" || m == "both_checked") &&
               (allowed & kChecked)) {
      if (mods.checked)
        return duplicate();
      mods.checked = m;
    } else if ((m == "cross_device" || m == "device" || m == "work_group" || m == "subgroup") &&
               (allowed & kScope)) {
      if (mods.scope)
        return duplicate();
      mods.scope = m;
    } else if ((m == "relaxed" || m == "acquire" || m == "release" || m == "acquire_release" ||
                m == "sequentially_consistent") &&
               (allowed & kSemantics)) {
      if (mods.semantics)
        return duplicate();
      mods.semantics = m;
    } else if ((m == "global" || m == "local") && (allowed & kFences)) {
      bool &flag = m == "global" ? mods.global : mods.local;
      if (flag)
        return duplicate();
      flag = true;
    } else if ((m == "x" || m == "y" || m == "z") && (allowed & kComponent)) {
      if (mods.component)
        return duplicate();
      mods.component = m;
    } else if ((m == "row" || m == "column") && (allowed & kReduceMode)) {
      if (mods.reduceMode)
        return duplicate();
      mods.reduceMode = m;
    } else {
      accepted = false;
    }
    if (!accepted)
      return errorAt(offset, "unknown modifier ." + m + " for instruction '" + name + "'");
    advance();
  }
  return true;
}

Operation *Parser::parseMemoryAccess(StringRef name, const Modifiers &mods, Location loc) {
  Value value, object;
  SmallVector<Value> indices;
  StringAttr scope = mods.scope ? builder.getStringAttr(*mods.scope) : StringAttr();
  StringAttr semantics = mods.semantics ? builder.getStringAttr(*mods.semantics) : StringAttr();
  bool hasValue = name != "load" && name != "atomic_load";
  if (hasValue && !(parseOperand(value) && expectPunct(",")))
    return nullptr;
  SmallVector<int64_t> statics;
  if (!parseOperand(object) || !parseMixedIndexList(indices, statics))
    return nullptr;
  Type type;
  bool hasResult = name != "store" && name != "atomic_store";
  if (hasResult && !parseColonType(type))
    return nullptr;
  DenseI64ArrayAttr staticIndices =
      statics.empty() ? DenseI64ArrayAttr() : builder.getDenseI64ArrayAttr(statics);
  if (name == "load")
    return LoadOp::create(builder, loc, type, object, indices, staticIndices);
  if (name == "store")
    return StoreOp::create(builder, loc, value, object, indices, staticIndices);
  if (name == "atomic_load")
    return AtomicLoadOp::create(builder, loc, type, object, indices, scope, semantics,
                                staticIndices);
  if (name == "atomic_store")
    return AtomicStoreOp::create(builder, loc, value, object, indices, scope, semantics,
                                 staticIndices);
  return AtomicUpdateOp::create(builder, loc, type, builder.getStringAttr(name), value, object,
                                indices, scope, semantics, staticIndices);
}

Operation *Parser::parseCoopAccess(StringRef name, const Modifiers &mods, Location loc) {
  Value matrix, memref, x, y;
  bool hasMatrix = name != "cooperative_matrix_load" && name != "cooperative_matrix_atomic_load";
  if (hasMatrix && !(parseOperand(matrix) && expectPunct(",")))
    return nullptr;
  if (!parseOperand(memref) || !expectPunct("[") || !parseOperand(x) || !expectPunct(",") ||
      !parseOperand(y) || !expectPunct("]"))
    return nullptr;
  bool hasResult = name != "cooperative_matrix_store" && name != "cooperative_matrix_atomic_store";
  Type type;
  if (hasResult && !parseColonType(type))
    return nullptr;
  UnitAttr transpose = !mods.transposes.empty() && mods.transposes[0] ? builder.getUnitAttr()
                                                                     : UnitAttr();
  StringAttr checked = mods.checked ? builder.getStringAttr(*mods.checked) : StringAttr();
  StringAttr scope = mods.scope ? builder.getStringAttr(*mods.scope) : StringAttr();
  StringAttr semantics = mods.semantics ? builder.getStringAttr(*mods.semantics) : StringAttr();
  if (name == "cooperative_matrix_load")
    return CoopLoadOp::create(builder, loc, type, memref, x, y, transpose, checked);
  if (name == "cooperative_matrix_store")
    return CoopStoreOp::create(builder, loc, matrix, memref, x, y, transpose, checked);
  if (name == "cooperative_matrix_atomic_load")
    return CoopAtomicLoadOp::create(builder, loc, type, memref, x, y, transpose, checked, scope,
                                            semantics);
  if (name == "cooperative_matrix_atomic_store")
    return CoopAtomicStoreOp::create(builder, loc, matrix, memref, x, y, transpose, checked,
                                             scope, semantics);
  return CoopAtomicUpdateOp::create(builder, loc, type, builder.getStringAttr(name), matrix,
                                            memref, x, y, transpose, checked, scope, semantics);
}

static bool isOneOf(StringRef name, std::initializer_list<StringRef> names) {
  return llvm::is_contained(names, name);
}

Operation *Parser::parseInstructionBody(StringRef name, size_t nameOffset, Location loc,
                                        unsigned numResults) {
  Modifiers mods;
  auto modifiers = [&](unsigned allowed) { return parseModifiers(name, allowed, mods); };
  auto transA = [&]() {
    return mods.transposes.size() > 0 && mods.transposes[0] ? builder.getUnitAttr() : UnitAttr();
  };
  auto transB = [&]() {
    return mods.transposes.size() > 1 && mods.transposes[1] ? builder.getUnitAttr() : UnitAttr();
  };
  auto atomic = [&]() { return mods.atomic ? builder.getUnitAttr() : UnitAttr(); };
  Type type;

  //===--- collective ---===//
  if (name == "alloca") {
    if (!modifiers(0))
      return nullptr;
    DictionaryAttr attrs;
    if (tok.isPunct("{") && !parseDictionary(attrs, false))
      return nullptr;
    IntegerAttr alignment;
    if (attrs) {
      for (NamedAttribute entry : attrs) {
        if (entry.getName() != "alignment") {
          errorAt(nameOffset, "alloca: unknown attribute '" + entry.getName().str() + "'");
          return nullptr;
        }
        alignment = dyn_cast<IntegerAttr>(entry.getValue());
        if (!alignment || isa<BoolAttr>(entry.getValue())) {
          errorAt(nameOffset, "alloca: alignment must be an integer attribute");
          return nullptr;
        }
      }
    }
    if (!parseColonType(type))
      return nullptr;
    return AllocaOp::create(builder, loc, type, alignment);
  }
  if (isOneOf(name, {"axpby", "sum", "cumsum"})) {
    if (!modifiers(name == "cumsum" ? kAtomic : kAtomic | kTranspose))
      return nullptr;
    Value alpha, a, beta, b;
    int64_t mode = 0;
    if (!parseOperand(alpha) || !expectPunct(",") || !parseOperand(a) || !expectPunct(","))
      return nullptr;
    if (name == "cumsum" && !(parseInteger(mode) && expectPunct(",")))
      return nullptr;
    if (!parseOperand(beta) || !expectPunct(",") || !parseOperand(b))
      return nullptr;
    if (name == "axpby")
      return AxpbyOp::create(builder, loc, alpha, a, beta, b, atomic(), transA());
    if (name == "sum")
      return SumOp::create(builder, loc, alpha, a, beta, b, atomic(), transA());
    return CumsumOp::create(builder, loc, alpha, a, builder.getI64IntegerAttr(mode), beta, b,
                                    atomic());
  }
  if (isOneOf(name, {"gemm", "gemv", "ger", "hadamard"})) {
    unsigned allowed = kAtomic;
    if (name == "gemm")
      allowed |= kTranspose2;
    else if (name == "gemv")
      allowed |= kTranspose;
    if (!modifiers(allowed))
      return nullptr;
    Value alpha, a, b, beta, c;
    if (!parseOperand(alpha) || !expectPunct(",") || !parseOperand(a) || !expectPunct(",") ||
        !parseOperand(b) || !expectPunct(",") || !parseOperand(beta) || !expectPunct(",") ||
        !parseOperand(c))
      return nullptr;
    if (name == "gemm")
      return GemmOp::create(builder, loc, alpha, a, b, beta, c, atomic(), transA(), transB());
    if (name == "gemv")
      return GemvOp::create(builder, loc, alpha, a, b, beta, c, atomic(), transA());
    if (name == "ger")
      return GerOp::create(builder, loc, alpha, a, b, beta, c, atomic());
    return HadamardOp::create(builder, loc, alpha, a, b, beta, c, atomic());
  }
  if (name == "foreach" || name == "foreach_tile") {
    if (!modifiers(0))
      return nullptr;
    SmallVector<std::pair<std::string, size_t>> vars, sizes;
    SmallVector<Value> from, to;
    if (!expectPunct("(") || !parseNewNameList(vars) || !expectPunct(")") || !expectPunct("=") ||
        !expectPunct("(") || !parseOperandList(from) || !expectPunct(")") || !expectPunct(",") ||
        !expectPunct("(") || !parseOperandList(to) || !expectPunct(")"))
      return nullptr;
    SmallVector<int64_t> tileShape;
    if (name == "foreach_tile") {
      if (!expectWord("as") || !expectPunct("(") || !parseNewNameList(sizes) ||
          !expectPunct(")") || !expectPunct("<") || !expectPunct("=") || !expectPunct("("))
        return nullptr;
      do {
        int64_t size;
        if (!parseInteger(size))
          return nullptr;
        tileShape.push_back(size);
      } while (consumePunct(","));
      if (!expectPunct(")"))
        return nullptr;
      if (sizes.size() != vars.size() || tileShape.size() != vars.size()) {
        errorAt(nameOffset, "foreach_tile: the loop variable, from, to, size and tile shape "
                            "lists must have the same length");
        return nullptr;
      }
    }
    if (from.size() != vars.size() || to.size() != vars.size()) {
      errorAt(nameOffset, name + ": the loop variable, from and to lists must have the same "
                                 "length");
      return nullptr;
    }
    Block *body = new Block();
    SmallVector<std::pair<std::string, size_t>> argNames(vars);
    argNames.append(sizes);
    for (auto [i, var] : llvm::enumerate(vars))
      body->addArgument(from[i].getType(), nameLoc(var.first, var.second));
    for (auto [i, var] : llvm::enumerate(sizes))
      body->addArgument(from[i].getType(), nameLoc(var.first, var.second));
    Operation *op;
    if (name == "foreach")
      op = ForeachOp::create(builder, loc, from, to);
    else
      op = ForeachTileOp::create(builder, loc, from, to, builder.getDenseI64ArrayAttr(tileShape));
    op->getRegion(0).push_back(body);
    if (!parseRegionBody(*body, argNames)) {
      op->erase();
      return nullptr;
    }
    return op;
  }
  if (name == "parallel") {
    if (!modifiers(0))
      return nullptr;
    auto op = ParallelOp::create(builder, loc);
    Block *body = new Block();
    op.getBody().push_back(body);
    if (!parseRegionBody(*body)) {
      op->erase();
      return nullptr;
    }
    return op;
  }
  if (name == "lifetime_stop") {
    Value object;
    if (!modifiers(0) || !parseOperand(object))
      return nullptr;
    return LifetimeStopOp::create(builder, loc, object);
  }

  //===--- mixed ---===//
  if (isOneOf(name, {"add", "sub", "mul", "div", "rem", "max", "min", "shl", "shr", "and", "or",
                     "xor"})) {
    Value lhs, rhs;
    if (!modifiers(0) || !parseOperand(lhs) || !expectPunct(",") || !parseOperand(rhs) ||
        !parseColonType(type))
      return nullptr;
    return ArithOp::create(builder, loc, type, builder.getStringAttr(name), lhs, rhs);
  }
  if (isOneOf(name, {"abs", "neg", "not", "conj", "im", "re"})) {
    Value operand;
    if (!modifiers(0) || !parseOperand(operand) || !parseColonType(type))
      return nullptr;
    return ArithUnaryOp::create(builder, loc, type, builder.getStringAttr(name), operand);
  }
  if (isOneOf(name, {"cos", "sin", "exp", "exp2", "log", "log2", "native_cos", "native_sin",
                     "native_exp", "native_exp2", "native_log", "native_log2"})) {
    Value operand;
    if (!modifiers(0) || !parseOperand(operand) || !parseColonType(type))
      return nullptr;
    return MathOp::create(builder, loc, type, builder.getStringAttr(name), operand);
  }
  if (isOneOf(name, {"equal", "not_equal", "greater_than", "greater_than_equal", "less_than",
                     "less_than_equal"})) {
    Value lhs, rhs;
    if (!modifiers(0) || !parseOperand(lhs) || !expectPunct(",") || !parseOperand(rhs) ||
        !parseColonType(type))
      return nullptr;
    return CompareOp::create(builder, loc, type, builder.getStringAttr(name), lhs, rhs);
  }
  if (isOneOf(name, {"group_id", "num_groups", "num_subgroups", "subgroup_id"})) {
    if (!modifiers(kComponent))
      return nullptr;
    if (!mods.component) {
      error("'" + name + "' requires a mode modifier (.x, .y or .z)");
      return nullptr;
    }
    if (!parseColonType(type))
      return nullptr;
    return BuiltinOp::create(builder, loc, type, builder.getStringAttr(name + "." + *mods.component));
  }
  if (isOneOf(name, {"subgroup_size", "subgroup_linear_id", "subgroup_local_id"})) {
    if (!modifiers(0) || !parseColonType(type))
      return nullptr;
    return BuiltinOp::create(builder, loc, type, builder.getStringAttr(name));
  }
  if (name == "associated") {
    Value object;
    if (!modifiers(0) || !parseOperand(object) || !parseColonType(type))
      return nullptr;
    return AssociatedOp::create(builder, loc, type, object);
  }
  if (isOneOf(name, {"load", "store"})) {
    if (!modifiers(0))
      return nullptr;
    return parseMemoryAccess(name, mods, loc);
  }
  if (isOneOf(name, {"atomic_load", "atomic_store", "atomic_add", "atomic_max", "atomic_min"})) {
    if (!modifiers(kScope | kSemantics))
      return nullptr;
    return parseMemoryAccess(name, mods, loc);
  }
  if (name == "barrier") {
    if (!modifiers(kFences))
      return nullptr;
    return BarrierOp::create(builder, loc, mods.global ? builder.getUnitAttr() : UnitAttr(),
                                     mods.local ? builder.getUnitAttr() : UnitAttr());
  }
  if (name == "cast") {
    Value operand;
    if (!modifiers(0) || !parseOperand(operand) || !parseColonType(type))
      return nullptr;
    return CastOp::create(builder, loc, type, operand);
  }
  if (name == "constant") {
    if (!modifiers(0))
      return nullptr;
    Attribute value;
    auto number = [&](Attribute &attr) {
      if (tok.is(TokenKind::Float))
        attr = builder.getF64FloatAttr(tok.real);
      else if (tok.is(TokenKind::Integer))
        attr = builder.getI64IntegerAttr(tok.integer);
      else if (tok.isWord("inf") || tok.isWord("nan"))
        attr = builder.getF64FloatAttr(tok.text == "inf" ? INFINITY : NAN);
      else
        return error("expected a constant, got " + describe());
      advance();
      return true;
    };
    if (tok.isWord("true") || tok.isWord("false")) {
      value = builder.getBoolAttr(tok.text == "true");
      advance();
    } else if (tok.isPunct("[")) {
      advance();
      Attribute re, im;
      if (!number(re) || !expectPunct(",") || !number(im) || !expectPunct("]"))
        return nullptr;
      auto asFloat = [&](Attribute a) -> Attribute {
        if (auto i = dyn_cast<IntegerAttr>(a))
          return builder.getF64FloatAttr(double(i.getInt()));
        return a;
      };
      value = builder.getArrayAttr({asFloat(re), asFloat(im)});
    } else if (!number(value)) {
      return nullptr;
    }
    if (!parseColonType(type))
      return nullptr;
    return ConstantOp::create(builder, loc, type, value);
  }
  if (name == "expand") {
    Value operand;
    int64_t mode;
    if (!modifiers(0) || !parseOperand(operand) || !expectPunct("[") || !parseInteger(mode) ||
        !expectPunct("->"))
      return nullptr;
    SmallVector<int64_t> staticShape;
    SmallVector<Value> dynamicShape;
    while (true) {
      if (tok.is(TokenKind::LocalId)) {
        Value value;
        if (!parseOperand(value))
          return nullptr;
        staticShape.push_back(ShapedType::kDynamic);
        dynamicShape.push_back(value);
      } else {
        int64_t size;
        if (!parseInteger(size))
          return nullptr;
        staticShape.push_back(size);
      }
      // The separator `x` may be glued to the next entry (`2x8`, `x%1`).
      if (tok.isWord("x")) {
        advance();
      } else if (tok.is(TokenKind::Word) && tok.text[0] == 'x') {
        lexer.resetTo(tok.begin + 1);
        advance();
      } else {
        break;
      }
    }
    if (staticShape.size() < 2) {
      error("expand: the expand shape needs at least two entries separated by 'x'");
      return nullptr;
    }
    if (!expectPunct("]") || !parseColonType(type))
      return nullptr;
    return ExpandOp::create(builder, loc, type, operand, builder.getI64IntegerAttr(mode),
                                    builder.getDenseI64ArrayAttr(staticShape), dynamicShape);
  }
  if (name == "fuse") {
    Value operand;
    int64_t from, to;
    if (!modifiers(0) || !parseOperand(operand) || !expectPunct("[") || !parseInteger(from) ||
        !expectPunct(",") || !parseInteger(to) || !expectPunct("]") || !parseColonType(type))
      return nullptr;
    return FuseOp::create(builder, loc, type, operand, builder.getI64IntegerAttr(from),
                                  builder.getI64IntegerAttr(to));
  }
  if (name == "subview") {
    Value operand;
    if (!modifiers(0) || !parseOperand(operand) || !expectPunct("["))
      return nullptr;
    SmallVector<int64_t> staticOffsets, staticSizes;
    SmallVector<Value> offsets, sizes;
    auto entry = [&](SmallVectorImpl<int64_t> &statics, SmallVectorImpl<Value> &values) {
      if (tok.is(TokenKind::LocalId)) {
        Value value;
        if (!parseOperand(value))
          return false;
        statics.push_back(ShapedType::kDynamic);
        values.push_back(value);
        return true;
      }
      int64_t constant;
      if (!parseInteger(constant))
        return false;
      statics.push_back(constant);
      return true;
    };
    if (!tok.isPunct("]")) {
      do {
        if (!entry(staticOffsets, offsets))
          return nullptr;
        if (consumePunct(":")) {
          if (!entry(staticSizes, sizes))
            return nullptr;
        } else {
          staticSizes.push_back(0); // an index without slice removes the mode
        }
      } while (consumePunct(","));
    }
    if (!expectPunct("]") || !parseColonType(type))
      return nullptr;
    return SubviewOp::create(builder, loc, type, operand,
                                     builder.getDenseI64ArrayAttr(staticOffsets),
                                     builder.getDenseI64ArrayAttr(staticSizes), offsets, sizes);
  }
  if (name == "size") {
    Value operand;
    int64_t mode;
    if (!modifiers(0) || !parseOperand(operand) || !expectPunct("[") || !parseInteger(mode) ||
        !expectPunct("]") || !parseColonType(type))
      return nullptr;
    return SizeOp::create(builder, loc, type, operand, builder.getI64IntegerAttr(mode));
  }
  if (name == "for") {
    std::pair<std::string, size_t> var;
    Value from, to, step;
    if (!modifiers(0) || !parseNewName(var) || !expectPunct("=") || !parseOperand(from) ||
        !expectPunct(",") || !parseOperand(to))
      return nullptr;
    if (consumePunct(",") && !parseOperand(step))
      return nullptr;
    SmallVector<std::pair<std::string, size_t>> argNames{var};
    SmallVector<Value> init;
    SmallVector<Type> types;
    if (tok.isWord("init")) {
      advance();
      if (!expectPunct("("))
        return nullptr;
      do {
        std::pair<std::string, size_t> carried;
        Value value;
        if (!parseNewName(carried) || !expectPunct("=") || !parseOperand(value))
          return nullptr;
        argNames.push_back(carried);
        init.push_back(value);
      } while (consumePunct(","));
      if (!expectPunct(")") || !expectPunct("->") || !expectPunct("("))
        return nullptr;
      do {
        Type t;
        if (!parseType(t))
          return nullptr;
        types.push_back(t);
      } while (consumePunct(","));
      if (!expectPunct(")"))
        return nullptr;
      if (types.size() != init.size()) {
        errorAt(nameOffset, "for: " + Twine(init.size()) + " init value(s) but " +
                                Twine(types.size()) + " return type(s)");
        return nullptr;
      }
    }
    auto op = ForOp::create(builder, loc, types, from, to, step, init, DictionaryAttr());
    Block *body = new Block();
    op.getBody().push_back(body);
    body->addArgument(from.getType(), nameLoc(var.first, var.second));
    for (size_t i = 0; i < types.size(); ++i)
      body->addArgument(types[i], nameLoc(argNames[i + 1].first, argNames[i + 1].second));
    if (!parseRegionBody(*body, argNames)) {
      op->erase();
      return nullptr;
    }
    if (tok.isWord("attributes")) {
      advance();
      DictionaryAttr attrs;
      if (!parseDictionary(attrs, false)) {
        op->erase();
        return nullptr;
      }
      op.setLoopAttrsAttr(attrs);
    }
    return op;
  }
  if (name == "if") {
    Value condition;
    if (!modifiers(0) || !parseOperand(condition))
      return nullptr;
    SmallVector<Type> types;
    if (consumePunct("->")) {
      if (!expectPunct("("))
        return nullptr;
      if (!tok.isPunct(")")) {
        do {
          Type t;
          if (!parseType(t))
            return nullptr;
          types.push_back(t);
        } while (consumePunct(","));
      }
      if (!expectPunct(")"))
        return nullptr;
    }
    auto op = IfOp::create(builder, loc, types, condition);
    Block *thenBlock = new Block();
    op.getThenRegion().push_back(thenBlock);
    if (!parseRegionBody(*thenBlock)) {
      op->erase();
      return nullptr;
    }
    if (tok.isWord("else")) {
      advance();
      Block *elseBlock = new Block();
      op.getElseRegion().push_back(elseBlock);
      if (!parseRegionBody(*elseBlock)) {
        op->erase();
        return nullptr;
      }
    }
    return op;
  }
  if (name == "yield") {
    SmallVector<Value> values;
    if (!modifiers(0) || !expectPunct("("))
      return nullptr;
    if (!tok.isPunct(")") && !parseOperandList(values))
      return nullptr;
    if (!expectPunct(")"))
      return nullptr;
    return YieldOp::create(builder, loc, values);
  }

  //===--- SPMD ---===//
  if (name == "cooperative_matrix_apply") {
    SmallVector<std::pair<std::string, size_t>> args;
    Value matrix;
    if (!modifiers(0) || !expectPunct("(") || !parseNewNameList(args) || !expectPunct(")") ||
        !expectPunct("=") || !parseOperand(matrix) || !expectPunct("->") || !parseType(type))
      return nullptr;
    if (args.size() != 3) {
      errorAt(nameOffset, "cooperative_matrix_apply: expected three identifiers (row, column, "
                          "value), got " + Twine(args.size()));
      return nullptr;
    }
    auto op = CoopApplyOp::create(builder, loc, type, matrix);
    Block *body = new Block();
    op.getBody().push_back(body);
    Type component = type;
    if (auto coop = dyn_cast<CoopmatrixType>(type))
      component = coop.getComponentType();
    body->addArgument(builder.getI32Type(), nameLoc(args[0].first, args[0].second));
    body->addArgument(builder.getI32Type(), nameLoc(args[1].first, args[1].second));
    body->addArgument(component, nameLoc(args[2].first, args[2].second));
    if (!parseRegionBody(*body, args)) {
      op->erase();
      return nullptr;
    }
    return op;
  }
  if (isOneOf(name, {"cooperative_matrix_load", "cooperative_matrix_store"})) {
    if (!modifiers(kTranspose | kChecked))
      return nullptr;
    return parseCoopAccess(name, mods, loc);
  }
  if (isOneOf(name, {"cooperative_matrix_atomic_load", "cooperative_matrix_atomic_store",
                     "cooperative_matrix_atomic_add", "cooperative_matrix_atomic_max",
                     "cooperative_matrix_atomic_min"})) {
    if (!modifiers(kTranspose | kChecked | kScope | kSemantics))
      return nullptr;
    return parseCoopAccess(name, mods, loc);
  }
  if (name == "cooperative_matrix_construct") {
    Value value;
    if (!modifiers(0) || !parseOperand(value) || !parseColonType(type))
      return nullptr;
    return CoopConstructOp::create(builder, loc, type, value);
  }
  if (name == "cooperative_matrix_extract" || name == "cooperative_matrix_insert") {
    Value value, matrix;
    int64_t index;
    if (!modifiers(0))
      return nullptr;
    if (name == "cooperative_matrix_insert" && !(parseOperand(value) && expectPunct(",")))
      return nullptr;
    if (!parseOperand(matrix) || !expectPunct("[") || !parseInteger(index) ||
        !expectPunct("]") || !parseColonType(type))
      return nullptr;
    if (name == "cooperative_matrix_extract")
      return CoopExtractOp::create(builder, loc, type, matrix, builder.getI64IntegerAttr(index));
    return CoopInsertOp::create(builder, loc, type, value, matrix,
                                        builder.getI64IntegerAttr(index));
  }
  if (name == "cooperative_matrix_mul_add") {
    Value a, b, c;
    if (!modifiers(0) || !parseOperand(a) || !expectPunct(",") || !parseOperand(b) ||
        !expectPunct(",") || !parseOperand(c) || !parseColonType(type))
      return nullptr;
    return CoopMulAddOp::create(builder, loc, type, a, b, c);
  }
  if (name == "cooperative_matrix_prefetch") {
    int64_t level, rows, cols;
    Value memref, x, y;
    if (!modifiers(0) || !parseInteger(level) || !expectPunct(",") || !parseOperand(memref) ||
        !expectPunct("[") || !parseOperand(x) || !expectPunct(",") || !parseOperand(y) ||
        !expectPunct("]") || !expectPunct(",") || !parseInteger(rows) || !expectPunct(",") ||
        !parseInteger(cols))
      return nullptr;
    return CoopPrefetchOp::create(builder, loc, builder.getI64IntegerAttr(level), memref, x, y,
                                          builder.getI64IntegerAttr(rows),
                                          builder.getI64IntegerAttr(cols));
  }
  if (isOneOf(name, {"cooperative_matrix_reduce_add", "cooperative_matrix_reduce_max",
                     "cooperative_matrix_reduce_min"})) {
    Value matrix;
    if (!modifiers(kReduceMode))
      return nullptr;
    if (!mods.reduceMode) {
      error("'" + name + "' requires a reduce mode (.row or .column)");
      return nullptr;
    }
    if (!parseOperand(matrix) || !parseColonType(type))
      return nullptr;
    return CoopReduceOp::create(builder, loc, type, builder.getStringAttr(name),
                                        builder.getStringAttr(*mods.reduceMode), matrix);
  }
  if (name == "cooperative_matrix_scale") {
    Value scalar, matrix;
    if (!modifiers(0) || !parseOperand(scalar) || !expectPunct(",") || !parseOperand(matrix) ||
        !parseColonType(type))
      return nullptr;
    return CoopScaleOp::create(builder, loc, type, scalar, matrix);
  }
  if (name == "subgroup_broadcast") {
    Value value, lane;
    if (!modifiers(0) || !parseOperand(value) || !expectPunct(",") || !parseOperand(lane) ||
        !parseColonType(type))
      return nullptr;
    return SubgroupBroadcastOp::create(builder, loc, type, value, lane);
  }
  if (isOneOf(name, {"subgroup_exclusive_scan_add", "subgroup_exclusive_scan_max",
                     "subgroup_exclusive_scan_min", "subgroup_inclusive_scan_add",
                     "subgroup_inclusive_scan_max", "subgroup_inclusive_scan_min",
                     "subgroup_reduce_add", "subgroup_reduce_max", "subgroup_reduce_min"})) {
    Value operand;
    if (!modifiers(0) || !parseOperand(operand) || !parseColonType(type))
      return nullptr;
    return SubgroupOperationOp::create(builder, loc, type, builder.getStringAttr(name), operand);
  }
  (void)numResults;
  errorAt(nameOffset, "unknown instruction '" + name + "'");
  return nullptr;
}

} // namespace

OwningOpRef<ModuleOp> tilec::tinytc::parseTinytcSource(llvm::SourceMgr &sourceMgr,
                                                       MLIRContext *context) {
  context->getOrLoadDialect<TinytcDialect>();
  return Parser(sourceMgr, context).parseProgram();
}
