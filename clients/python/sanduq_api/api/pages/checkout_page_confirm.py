from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_notfound import ErrorNOTFOUND
from ...models.error_ratelimitexceeded import ErrorRATELIMITEXCEEDED
from ...models.error_servererror import ErrorSERVERERROR
from ...models.error_serviceunavailable import ErrorSERVICEUNAVAILABLE
from ...models.error_validationerror import ErrorVALIDATIONERROR
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    session_id: str,
    *,
    locale: None | str | Unset = UNSET,
    theme: None | str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_locale: None | str | Unset
    if isinstance(locale, Unset):
        json_locale = UNSET
    else:
        json_locale = locale
    params["locale"] = json_locale

    json_theme: None | str | Unset
    if isinstance(theme, Unset):
        json_theme = UNSET
    else:
        json_theme = theme
    params["theme"] = json_theme


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/pay/{session_id}".format(session_id=quote(str(session_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | str | None:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 404:
        response_404 = ErrorNOTFOUND.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = ErrorVALIDATIONERROR.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = ErrorRATELIMITEXCEEDED.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = ErrorSERVERERROR.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = ErrorSERVICEUNAVAILABLE.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    session_id: str,
    *,
    client: AuthenticatedClient | Client,
    locale: None | str | Unset = UNSET,
    theme: None | str | Unset = UNSET,

) -> Response[ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | str]:
    """ The buyer confirms on the hosted page (form field pin)

     An HTML form post (application/x-www-form-urlencoded, field pin, and fx_quote_id when the page
    offered paying from the other currency); its result or error is shown on the page in its language.

    Args:
        session_id (str):
        locale (None | str | Unset): en, ar or ku; otherwise Accept-Language, else en
        theme (None | str | Unset): light, dark or auto (the default)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | str]
     """


    kwargs = _get_kwargs(
        session_id=session_id,
locale=locale,
theme=theme,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    session_id: str,
    *,
    client: AuthenticatedClient | Client,
    locale: None | str | Unset = UNSET,
    theme: None | str | Unset = UNSET,

) -> ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | str | None:
    """ The buyer confirms on the hosted page (form field pin)

     An HTML form post (application/x-www-form-urlencoded, field pin, and fx_quote_id when the page
    offered paying from the other currency); its result or error is shown on the page in its language.

    Args:
        session_id (str):
        locale (None | str | Unset): en, ar or ku; otherwise Accept-Language, else en
        theme (None | str | Unset): light, dark or auto (the default)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | str
     """


    return sync_detailed(
        session_id=session_id,
client=client,
locale=locale,
theme=theme,

    ).parsed

async def asyncio_detailed(
    session_id: str,
    *,
    client: AuthenticatedClient | Client,
    locale: None | str | Unset = UNSET,
    theme: None | str | Unset = UNSET,

) -> Response[ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | str]:
    """ The buyer confirms on the hosted page (form field pin)

     An HTML form post (application/x-www-form-urlencoded, field pin, and fx_quote_id when the page
    offered paying from the other currency); its result or error is shown on the page in its language.

    Args:
        session_id (str):
        locale (None | str | Unset): en, ar or ku; otherwise Accept-Language, else en
        theme (None | str | Unset): light, dark or auto (the default)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | str]
     """


    kwargs = _get_kwargs(
        session_id=session_id,
locale=locale,
theme=theme,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    session_id: str,
    *,
    client: AuthenticatedClient | Client,
    locale: None | str | Unset = UNSET,
    theme: None | str | Unset = UNSET,

) -> ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | str | None:
    """ The buyer confirms on the hosted page (form field pin)

     An HTML form post (application/x-www-form-urlencoded, field pin, and fx_quote_id when the page
    offered paying from the other currency); its result or error is shown on the page in its language.

    Args:
        session_id (str):
        locale (None | str | Unset): en, ar or ku; otherwise Accept-Language, else en
        theme (None | str | Unset): light, dark or auto (the default)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | str
     """


    return (await asyncio_detailed(
        session_id=session_id,
client=client,
locale=locale,
theme=theme,

    )).parsed
