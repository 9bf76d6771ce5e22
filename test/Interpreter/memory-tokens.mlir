// make_token and join_tokens (tile-ir-ops.md §3.7) carry no data: the interpreter runs every
// operation in program order, a valid schedule of every token order (§1.6). Tokens order the
// memory operations that take them and may be returned.

// RUN: tilec run %s --entry tokens | FileCheck %s --check-prefix=TOKENS
// TOKENS: result #0: token
// TOKENS-NEXT: result #1: token
// TOKENS-NEXT: result #2: token

// A store, then a load that waits for it through join_tokens, sees the stored value.
// RUN: tilec run %s --entry chain --arg zeros:i32:1 --print | FileCheck %s --check-prefix=CHAIN
// CHAIN: result #0: tile<i32> = 7
// CHAIN: %p: i32[1] = [7]

cuda_tile.module @m {
  testing$func @tokens() -> (token, token, token) {
    %a = make_token : token
    %b = make_token : token
    %j = join_tokens %a, %b : token
    %k = join_tokens %a, %b, %j : token
    return %a, %j, %k : token, token, token
  }

  testing$func @chain(%p: tile<ptr<i32>>) -> tile<i32> {
    %t0 = make_token : token
    %x = constant <i32: 7> : tile<i32>
    %t1 = store_ptr_tko weak %p, %x token=%t0 : tile<ptr<i32>>, tile<i32> -> token
    %t2 = make_token : token
    %t3 = join_tokens %t1, %t2 : token
    %y, %t4 = load_ptr_tko weak %p token=%t3 : tile<ptr<i32>> -> tile<i32>, token
    return %y : tile<i32>
  }
}
