from typing import Literal

KeyListKeysItemKind = Literal['hmac', 'publishable', 'secret']

KEY_LIST_KEYS_ITEM_KIND_VALUES: set[KeyListKeysItemKind] = { 'hmac', 'publishable', 'secret',  }

def check_key_list_keys_item_kind(value: str) -> KeyListKeysItemKind:
    if value in KEY_LIST_KEYS_ITEM_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {KEY_LIST_KEYS_ITEM_KIND_VALUES!r}")
