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
